// The source of a target that only holds a precompiled header
// (cmake/VedettePch.cmake): nothing is compiled from it.
