#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <stdexcept>
#include <vector>

#include "helios/event/Dispatcher.hpp"
#include "helios/event/EventManager.hpp"
#include "helios/event/EventQueue.hpp"
#include "helios/event/types/InputEvents.hpp"
#include "helios/event/types/WindowEvents.hpp"

using namespace helios::event;

TEST_SUITE("event") {

    TEST_CASE("EventQueue is first-in first-out") {
        EventQueue queue;
        queue.emplace<WindowResizeEvent>(640, 480);
        queue.push(std::make_unique<WindowCloseEvent>());
        queue.push(nullptr); // ignored
        REQUIRE(queue.size() == 2);
        CHECK((queue.peek()->type() == EventType::WindowResize));
        auto first = queue.pop();
        CHECK((first->type() == EventType::WindowResize));
        CHECK(static_cast<WindowResizeEvent&>(*first).width() == 640);
        CHECK((queue.pop()->type() == EventType::WindowClose));
        CHECK(queue.empty());
    }

    TEST_CASE("taking from an empty queue: pop throws, tryPop returns null") {
        EventQueue queue;
        CHECK(queue.peek() == nullptr);
        CHECK(queue.tryPop() == nullptr);
        CHECK_THROWS_AS((void)queue.pop(), std::out_of_range);
    }

    TEST_CASE("removeAll drops only the given type") {
        EventQueue queue;
        queue.emplace<WindowResizeEvent>(1, 1);
        queue.emplace<WindowCloseEvent>();
        queue.emplace<WindowResizeEvent>(2, 2);
        CHECK(queue.removeAll(EventType::WindowResize) == 2);
        CHECK(queue.size() == 1);
        CHECK(std::string{queue.peek()->name()} == "WindowClose");
    }

    TEST_CASE("Dispatcher routes by type and supports removal") {
        Dispatcher dispatcher;
        std::vector<int> widths;
        int closes = 0;
        const auto id = dispatcher.on<WindowResizeEvent>([&](const WindowResizeEvent& e) { widths.push_back(e.width()); });
        dispatcher.on<WindowCloseEvent>([&](const WindowCloseEvent&) { ++closes; });
        CHECK(dispatcher.dispatch(WindowResizeEvent{800, 600}) == 1);
        CHECK(dispatcher.dispatch(WindowCloseEvent{}) == 1);
        CHECK(dispatcher.dispatch(KeyPressedEvent{helios::input::Key::A}) == 0);
        CHECK(widths == std::vector<int>{800});
        CHECK(closes == 1);
        CHECK(dispatcher.off(id));
        CHECK_FALSE(dispatcher.off(id));
        CHECK(dispatcher.handlerCount(EventType::WindowResize) == 0);
        CHECK(dispatcher.dispatch(WindowResizeEvent{1, 1}) == 0);
    }

    TEST_CASE("markHandled stops later handlers") {
        Dispatcher dispatcher;
        int second = 0;
        dispatcher.on<WindowCloseEvent>([](const WindowCloseEvent& e) { e.markHandled(); });
        dispatcher.on<WindowCloseEvent>([&](const WindowCloseEvent&) { ++second; });
        WindowCloseEvent event;
        CHECK(dispatcher.dispatch(event) == 1);
        CHECK(event.handled());
        CHECK(second == 0);
    }

    TEST_CASE("an empty handler is rejected") {
        Dispatcher dispatcher;
        CHECK_THROWS_AS(dispatcher.subscribe(EventType::Custom, Dispatcher::Handler{}), std::invalid_argument);
    }

    TEST_CASE("EventManager dispatches what was queued; events posted by handlers wait") {
        EventManager events;
        int closes = 0;
        events.dispatcher().on<WindowResizeEvent>([&](const WindowResizeEvent&) { events.emplace<WindowCloseEvent>(); });
        events.dispatcher().on<WindowCloseEvent>([&](const WindowCloseEvent&) { ++closes; });
        events.emplace<WindowResizeEvent>(10, 10);
        CHECK(events.dispatchAll() == 1);
        CHECK(closes == 0);
        CHECK(events.queue().size() == 1);
        CHECK(events.dispatchAll() == 1);
        CHECK(closes == 1);
        CHECK(events.dispatchAll() == 0);
    }

    TEST_CASE("PostPolicy::ReplaceSameType keeps only the latest event of a type") {
        EventManager events;
        std::vector<int> widths;
        events.dispatcher().on<WindowResizeEvent>([&](const WindowResizeEvent& e) { widths.push_back(e.width()); });
        events.post(std::make_unique<WindowResizeEvent>(100, 100), PostPolicy::ReplaceSameType);
        events.post(std::make_unique<WindowCloseEvent>());
        events.post(std::make_unique<WindowResizeEvent>(200, 200), PostPolicy::ReplaceSameType);
        CHECK(events.queue().size() == 2);
        events.dispatchAll();
        CHECK(widths == std::vector<int>{200});
    }

    TEST_CASE("event types have names") {
        CHECK(std::string{toString(EventType::GamepadConnected)} == "GamepadConnected");
        CHECK(std::string{KeyReleasedEvent{helios::input::Key::W}.name()} == "KeyReleased");
        CHECK(GamepadConnectionEvent{1, true}.slot() == 1);
    }
}
