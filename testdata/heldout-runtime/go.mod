module example.com/heldoutruntime

go 1.26
