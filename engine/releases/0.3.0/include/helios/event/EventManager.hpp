/**
 * \file EventManager.hpp
 * \brief EventManager, the per-application pairing of an EventQueue and a Dispatcher.
 */
#pragma once

#include <cstddef>
#include <memory>
#include <utility>

#include "helios/event/Dispatcher.hpp"
#include "helios/event/Event.hpp"
#include "helios/event/EventQueue.hpp"

namespace helios::event {

    /**
     * \brief How EventManager::post() treats events of a type already in the queue.
     */
    enum class PostPolicy : std::uint8_t {
        Append,         ///< Keep earlier events; every posted event is dispatched.
        ReplaceSameType ///< Drop queued events of the same type first, so only the latest is dispatched (useful for resizes).
    };

    /**
     * \brief Buffers posted events and dispatches them once per frame.
     *
     * Posting never calls handlers directly, so a handler may safely post new
     * events; they are dispatched by the next call to dispatchAll().
     *
     * \code
     * helios::event::EventManager events;
     * events.dispatcher().on<helios::event::WindowCloseEvent>([&](const auto&) { running = false; });
     * events.post(std::make_unique<helios::event::WindowCloseEvent>());
     * events.dispatchAll();
     * \endcode
     *
     * \see EventQueue, Dispatcher
     */
    class EventManager {
    public:
        /**
         * \brief Queues an event for the next dispatchAll().
         * \param event The event; a null pointer is ignored.
         * \param policy Whether older events of the same type are kept.
         */
        void post(std::unique_ptr<Event> event, PostPolicy policy = PostPolicy::Append);

        /**
         * \brief Constructs an event in place and queues it.
         * \tparam T The event class.
         * \tparam Args The constructor argument types.
         * \param args Arguments forwarded to the constructor of \p T.
         */
        template<EventKind T, typename... Args>
        void emplace(Args&&... args) {
            post(std::make_unique<T>(std::forward<Args>(args)...));
        }

        /**
         * \brief Dispatches the events that are queued when the call starts.
         *
         * Events posted by handlers during the call stay queued for the next call.
         *
         * \return The number of events taken from the queue.
         */
        std::size_t dispatchAll();

        /**
         * \brief The dispatcher, for registering handlers.
         * \return A reference to the owned Dispatcher.
         */
        [[nodiscard]] Dispatcher& dispatcher() noexcept { return dispatcher_; }

        /**
         * \brief The queue, for inspection.
         * \return A reference to the owned EventQueue.
         */
        [[nodiscard]] const EventQueue& queue() const noexcept { return queue_; }

    private:
        EventQueue queue_;
        Dispatcher dispatcher_;
    };

} // namespace helios::event
