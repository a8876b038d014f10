/**
 * \file FrameClock.hpp
 * \brief FrameClock measures the time between frames for Tickable::tick().
 */
#pragma once

#include <chrono>
#include <cstdint>

namespace helios::engine {

    /**
     * \brief Measures frame durations with a monotonic clock.
     *
     * Every call to next() returns the seconds since the previous call,
     * clamped to maxDelta() so that a pause (a breakpoint, a dragged window)
     * does not produce one huge simulation step.
     *
     * \code
     * helios::engine::FrameClock clock;
     * while (running) {
     *     controller.tick(clock.next());
     * }
     * \endcode
     */
    class FrameClock {
    public:
        /** \brief The monotonic clock used for measuring. */
        using Clock = std::chrono::steady_clock;

        /**
         * \brief Creates a clock; the first next() measures from this moment.
         * \param maxDelta The largest value next() returns, in seconds.
         */
        explicit FrameClock(float maxDelta = 0.25F) noexcept;

        /**
         * \brief Ends the current frame and starts the next one.
         * \return Seconds since the previous call (or construction), at most maxDelta().
         */
        float next() noexcept;

        /**
         * \brief Number of frames measured so far.
         * \return How often next() was called.
         */
        [[nodiscard]] std::uint64_t frameCount() const noexcept { return frames_; }

        /**
         * \brief The clamp applied by next().
         * \return The maximum delta in seconds.
         */
        [[nodiscard]] float maxDelta() const noexcept { return maxDelta_; }

    private:
        Clock::time_point last_;
        float maxDelta_;
        std::uint64_t frames_{0};
    };

} // namespace helios::engine
