module heldout

go 1.26
