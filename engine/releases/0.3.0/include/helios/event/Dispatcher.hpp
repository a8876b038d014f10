/**
 * \file Dispatcher.hpp
 * \brief Dispatcher, which maps event types to lists of handlers.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <utility>
#include <vector>

#include "helios/event/Event.hpp"

namespace helios::event {

    /**
     * \brief Routes events to the handlers registered for their EventType.
     *
     * Handlers for one type run in registration order. A handler can call
     * Event::markHandled() to stop the remaining handlers from seeing the event.
     *
     * \code
     * helios::event::Dispatcher dispatcher;
     * auto id = dispatcher.on<helios::event::WindowResizeEvent>([&](const auto& e) {
     *     camera.setAspect(static_cast<float>(e.width()) / static_cast<float>(e.height()));
     * });
     * dispatcher.dispatch(helios::event::WindowResizeEvent{800, 600});
     * dispatcher.off(id);
     * \endcode
     *
     * \see EventManager
     */
    class Dispatcher {
    public:
        /** \brief Type-erased handler as stored by the dispatcher. */
        using Handler = std::function<void(const Event&)>;

        /** \brief Identifies a registration so that it can be removed with off(). */
        using HandlerId = std::uint64_t;

        /**
         * \brief Registers a handler for every event of type \p type.
         * \param type The routing key.
         * \param handler The callable; receives the event as its base class.
         * \return An id for off().
         */
        HandlerId subscribe(EventType type, Handler handler);

        /**
         * \brief Registers a typed handler for the event class \p T.
         * \tparam T The event class; its `staticType` is the routing key.
         * \tparam F A callable taking `const T&`.
         * \param handler The callable.
         * \return An id for off().
         */
        template<EventKind T, typename F>
        HandlerId on(F&& handler) {
            return subscribe(T::staticType,
                             [h = std::forward<F>(handler)](const Event& e) { h(static_cast<const T&>(e)); });
        }

        /**
         * \brief Removes a registration.
         * \param id The id returned by subscribe() or on().
         * \return true if a handler was removed, false if the id was unknown.
         */
        bool off(HandlerId id);

        /**
         * \brief Calls the handlers registered for the event's type.
         * \param event The event to route.
         * \return The number of handlers called (0 if none is registered).
         */
        std::size_t dispatch(const Event& event) const;

        /**
         * \brief Number of handlers registered for a type.
         * \param type The routing key.
         * \return The handler count.
         */
        [[nodiscard]] std::size_t handlerCount(EventType type) const;

    private:
        /** \brief One registration: its id and the callable. */
        struct Entry {
            /** \brief The id handed out at registration. */
            HandlerId id;
            /** \brief The callable. */
            Handler handler;
        };

        std::map<EventType, std::vector<Entry>> handlers_;
        HandlerId nextId_{1};
    };

} // namespace helios::event
