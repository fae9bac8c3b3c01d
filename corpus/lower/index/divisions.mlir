// ceildivs, ceildivu and floordivs are expanded into selects over plain divisions.
func.func @ceildivs(%n: index, %m: index) -> index {
  %0 = index.ceildivs %n, %m
  return %0 : index
}

func.func @ceildivu(%n: index, %m: index) -> index {
  %0 = index.ceildivu %n, %m
  return %0 : index
}

func.func @floordivs(%n: index, %m: index) -> index {
  %0 = index.floordivs %n, %m
  return %0 : index
}

func.func @chained(%n: index, %m: index, %k: index) -> index {
  %0 = index.ceildivs %n, %m
  %1 = index.floordivs %0, %k
  %2 = index.ceildivu %1, %n
  return %2 : index
}
