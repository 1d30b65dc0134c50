module github.com/urilint/urilint

go 1.26
