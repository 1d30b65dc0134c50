module example.com/heldouteco

go 1.26
