#include "helios/event/Event.hpp"

#include <algorithm>
#include <stdexcept>

#include "helios/event/Dispatcher.hpp"
#include "helios/event/EventManager.hpp"
#include "helios/event/EventQueue.hpp"

namespace helios::event {

    std::string_view toString(EventType type) noexcept {
        switch (type) {
            case EventType::None: return "None";
            case EventType::WindowClose: return "WindowClose";
            case EventType::WindowResize: return "WindowResize";
            case EventType::KeyPressed: return "KeyPressed";
            case EventType::KeyReleased: return "KeyReleased";
            case EventType::GamepadConnected: return "GamepadConnected";
            case EventType::Custom: return "Custom";
        }
        return "None";
    }

    // EventQueue ------------------------------------------------------------

    void EventQueue::push(EventPtr event) {
        if (event) {
            events_.push_back(std::move(event));
        }
    }

    EventQueue::EventPtr EventQueue::pop() {
        if (events_.empty()) {
            throw std::out_of_range{"EventQueue::pop: the queue is empty"};
        }
        return tryPop();
    }

    EventQueue::EventPtr EventQueue::tryPop() noexcept {
        if (events_.empty()) {
            return nullptr;
        }
        EventPtr front = std::move(events_.front());
        events_.pop_front();
        return front;
    }

    const Event* EventQueue::peek() const noexcept {
        return events_.empty() ? nullptr : events_.front().get();
    }

    std::size_t EventQueue::removeAll(EventType type) {
        const auto before = events_.size();
        std::erase_if(events_, [type](const EventPtr& e) { return e->type() == type; });
        return before - events_.size();
    }

    // Dispatcher ------------------------------------------------------------

    Dispatcher::HandlerId Dispatcher::subscribe(EventType type, Handler handler) {
        if (!handler) {
            throw std::invalid_argument{"Dispatcher::subscribe: empty handler"};
        }
        const HandlerId id = nextId_++;
        handlers_[type].push_back(Entry{id, std::move(handler)});
        return id;
    }

    bool Dispatcher::off(HandlerId id) {
        for (auto& [type, entries] : handlers_) {
            const auto removed = std::erase_if(entries, [id](const Entry& e) { return e.id == id; });
            if (removed > 0) {
                return true;
            }
        }
        return false;
    }

    std::size_t Dispatcher::dispatch(const Event& event) const {
        const auto it = handlers_.find(event.type());
        if (it == handlers_.end()) {
            return 0;
        }
        // Copy so that handlers may subscribe or unsubscribe while being called.
        const auto entries = it->second;
        std::size_t called = 0;
        for (const auto& entry : entries) {
            if (event.handled()) {
                break;
            }
            entry.handler(event);
            ++called;
        }
        return called;
    }

    std::size_t Dispatcher::handlerCount(EventType type) const {
        const auto it = handlers_.find(type);
        return it == handlers_.end() ? 0 : it->second.size();
    }

    // EventManager ----------------------------------------------------------

    void EventManager::post(std::unique_ptr<Event> event, PostPolicy policy) {
        if (!event) {
            return;
        }
        if (policy == PostPolicy::ReplaceSameType) {
            queue_.removeAll(event->type());
        }
        queue_.push(std::move(event));
    }

    std::size_t EventManager::dispatchAll() {
        const std::size_t pending = queue_.size();
        for (std::size_t i = 0; i < pending; ++i) {
            auto event = queue_.tryPop();
            if (!event) {
                return i;
            }
            dispatcher_.dispatch(*event);
        }
        return pending;
    }

} // namespace helios::event
