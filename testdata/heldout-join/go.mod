module example.com/heldoutjoin

go 1.26
