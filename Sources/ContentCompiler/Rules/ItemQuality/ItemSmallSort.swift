extension UnsafeMutableBufferPointer where Element: BinaryInteger {
    /// Sorts the numbers in place: a few (as a stem's words are) by
    /// insertion, which needs no buffer (the standard sort allocates one);
    /// many by the standard sort.
    func sortFew() {
        guard count <= 80 else {
            var numbers = self
            return numbers.sort()
        }
        for index in indices.dropFirst() {
            let number = self[index]
            var place = index
            while place > 0, self[place - 1] > number {
                self[place] = self[place - 1]
                place -= 1
            }
            self[place] = number
        }
    }
}
