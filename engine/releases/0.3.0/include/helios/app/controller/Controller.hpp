/**
 * \file Controller.hpp
 * \brief Controller, the per-frame logic an App drives.
 */
#pragma once

#include "helios/engine/Tickable.hpp"

namespace helios::app {

    /**
     * \brief The logic an App runs: initialised once, ticked every frame, shut down at the end.
     *
     * \see App, WindowRenderingController
     */
    class Controller : public engine::Tickable {
    public:
        /**
         * \brief Prepares the controller; called once by App::run() before the first tick.
         * \return true on success; App::run() stops with a non-zero exit code otherwise.
         */
        virtual bool init() = 0;

        /**
         * \brief Whether the App should keep ticking.
         * \return false once the controller is finished.
         */
        [[nodiscard]] virtual bool isRunning() const = 0;

        /** \brief Releases resources; called once by App::run() after the last tick. */
        virtual void shutdown() {}
    };

} // namespace helios::app
