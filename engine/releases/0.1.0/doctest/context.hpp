// The doc tests' context for release 0.1.0 (docs/sections/api.md, "Doc examples"): the reader's own objects that
// the release's \code examples take for granted. The doc tests include every header of the release before it;
// declared, never defined, so an example that uses one compiles but cannot be run.
#pragma once

#include <cstddef>

extern std::size_t index;
extern helios::math::mat4f view;

void useInverse(const helios::math::mat4f& inverse);
