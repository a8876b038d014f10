/**
 * \file Tickable.hpp
 * \brief The Tickable interface: anything that advances once per frame.
 */
#pragma once

/**
 * \namespace helios::engine
 * \brief Core abstractions of the frame loop shared by the other areas.
 */
namespace helios::engine {

    /**
     * \brief Something that advances by one step each frame.
     *
     * helios::app::App calls tick() on its controller once per frame with the
     * time elapsed since the previous frame, measured by FrameClock.
     * Implementations should not block: a slow tick delays the whole frame.
     *
     * \code
     * class Spinner : public helios::engine::Tickable {
     * public:
     *     void tick(float deltaSeconds) override { angle += speed * deltaSeconds; }
     *     float angle = 0.0F;
     *     float speed = 1.0F;
     * };
     * \endcode
     *
     * \see helios::app::Controller
     */
    class Tickable {
    public:
        /** \brief Virtual destructor, so that implementations can be destroyed through a base pointer. */
        virtual ~Tickable() = default;

        /**
         * \brief Advances by one frame.
         * \param deltaSeconds Seconds since the previous tick, 0 on the first tick.
         */
        virtual void tick(float deltaSeconds) = 0;
    };

} // namespace helios::engine
