#include "helios/engine/FrameClock.hpp"

#include <algorithm>

namespace helios::engine {

    FrameClock::FrameClock(float maxDelta) noexcept : last_{Clock::now()}, maxDelta_{maxDelta} {}

    float FrameClock::next() noexcept {
        const auto now = Clock::now();
        const std::chrono::duration<float> elapsed = now - last_;
        last_ = now;
        ++frames_;
        return std::clamp(elapsed.count(), 0.0F, maxDelta_);
    }

} // namespace helios::engine
