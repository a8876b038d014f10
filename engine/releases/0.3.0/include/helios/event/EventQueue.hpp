/**
 * \file EventQueue.hpp
 * \brief EventQueue, a first-in first-out buffer of owned events.
 */
#pragma once

#include <cstddef>
#include <deque>
#include <memory>
#include <utility>

#include "helios/event/Event.hpp"

namespace helios::event {

    /**
     * \brief A FIFO queue that owns the events posted to it.
     *
     * Events are pushed during a frame and drained by EventManager::dispatchAll().
     * Taking from an empty queue has two documented outcomes: pop() throws,
     * tryPop() returns an empty pointer.
     *
     * \code
     * helios::event::EventQueue queue;
     * queue.emplace<helios::event::WindowResizeEvent>(1280, 720);
     * while (auto e = queue.tryPop()) {
     *     handle(*e);
     * }
     * \endcode
     *
     * \note The queue is not thread-safe; post from the thread that runs the frame loop.
     * \todo Add a lock-free variant so that audio and asset-loading threads can post events.
     */
    class EventQueue {
    public:
        /** \brief Owning pointer to an event in the queue. */
        using EventPtr = std::unique_ptr<Event>;

        /**
         * \brief Appends an event.
         * \param event The event; a null pointer is ignored.
         */
        void push(EventPtr event);

        /**
         * \brief Constructs an event of type \p T in place and appends it.
         * \tparam T The event class.
         * \tparam Args The constructor argument types.
         * \param args Arguments forwarded to the constructor of \p T.
         * \return A reference to the queued event, valid until it is popped.
         */
        template<EventKind T, typename... Args>
        T& emplace(Args&&... args) {
            auto event = std::make_unique<T>(std::forward<Args>(args)...);
            T& ref = *event;
            events_.push_back(std::move(event));
            return ref;
        }

        /**
         * \brief Removes and returns the oldest event.
         * \return The event that was pushed first.
         * \throws std::out_of_range if the queue is empty.
         */
        [[nodiscard]] EventPtr pop();

        /**
         * \brief Removes and returns the oldest event if there is one.
         * \return The oldest event, or a null pointer if the queue is empty.
         */
        [[nodiscard]] EventPtr tryPop() noexcept;

        /**
         * \brief Looks at the oldest event without removing it.
         * \return A pointer to the oldest event, or nullptr if the queue is empty.
         */
        [[nodiscard]] const Event* peek() const noexcept;

        /**
         * \brief Removes every queued event of the given type.
         * \param type The type to remove.
         * \return The number of events removed.
         */
        std::size_t removeAll(EventType type);

        /**
         * \brief Whether the queue holds no events.
         * \return true if size() is 0.
         */
        [[nodiscard]] bool empty() const noexcept { return events_.empty(); }

        /**
         * \brief The number of queued events.
         * \return The count.
         */
        [[nodiscard]] std::size_t size() const noexcept { return events_.size(); }

        /** \brief Drops all queued events. */
        void clear() noexcept { events_.clear(); }

    private:
        std::deque<EventPtr> events_;
    };

} // namespace helios::event
