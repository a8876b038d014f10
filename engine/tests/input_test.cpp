#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <stdexcept>
#include <vector>

#include "fakes.hpp"
#include "helios/event/EventManager.hpp"
#include "helios/event/types/InputEvents.hpp"
#include "helios/input/InputManager.hpp"
#include "helios/input/types/KeyState.hpp"

using namespace helios::input;
using helios::test::FakeInputAdapter;

TEST_SUITE("input") {

    TEST_CASE("KeyState tells pressed, held and released apart") {
        KeyState s;
        s.update(true);
        CHECK(s.pressed());
        CHECK_FALSE(s.held());
        s.update(true);
        CHECK(s.held());
        CHECK_FALSE(s.pressed());
        s.update(false);
        CHECK(s.released());
        s.update(false);
        CHECK(s == KeyState{});
    }

    TEST_CASE("InputManager requires an adapter") {
        CHECK_THROWS_AS(InputManager{nullptr}, std::invalid_argument);
    }

    TEST_CASE("InputManager polls keys and posts events") {
        auto adapter = std::make_unique<FakeInputAdapter>();
        auto* fake = adapter.get();
        InputManager input{std::move(adapter)};
        helios::event::EventManager events;
        input.attach(&events);
        std::vector<Key> pressed;
        std::vector<Key> released;
        events.dispatcher().on<helios::event::KeyPressedEvent>(
            [&](const helios::event::KeyPressedEvent& e) { pressed.push_back(e.key()); });
        events.dispatcher().on<helios::event::KeyReleasedEvent>(
            [&](const helios::event::KeyReleasedEvent& e) { released.push_back(e.key()); });

        fake->keys[Key::Space] = true;
        input.poll();
        CHECK(input.keyState(Key::Space).pressed());
        CHECK(input.isDown(Key::Space));
        CHECK_FALSE(input.isDown(Key::W));
        input.poll();
        CHECK(input.keyState(Key::Space).held());
        fake->keys[Key::Space] = false;
        input.poll();
        CHECK(input.keyState(Key::Space).released());
        CHECK(input.keyState(Key::Unknown) == KeyState{});

        events.dispatchAll();
        CHECK(pressed == std::vector<Key>{Key::Space});
        CHECK(released == std::vector<Key>{Key::Space});
        CHECK(std::string{toString(Key::Escape)} == "Escape");
    }

    TEST_CASE("InputManager tracks gamepads and rejects invalid slots") {
        auto adapter = std::make_unique<FakeInputAdapter>();
        auto* fake = adapter.get();
        InputManager input{std::move(adapter)};
        helios::event::EventManager events;
        input.attach(&events);
        int connections = 0;
        events.dispatcher().on<helios::event::GamepadConnectionEvent>(
            [&](const helios::event::GamepadConnectionEvent& e) { connections += e.connected() ? 1 : -10; });

        GamepadState pad;
        pad.connected = true;
        pad.buttons[static_cast<std::size_t>(GamepadButton::A)] = true;
        fake->pads[1] = pad;
        input.poll();
        CHECK(input.gamepad(1).connected);
        CHECK(input.gamepad(1).button(GamepadButton::A));
        CHECK_FALSE(input.gamepad(0).connected);
        fake->pads.erase(1);
        input.poll();
        CHECK_FALSE(input.gamepad(1).connected);
        events.dispatchAll();
        CHECK(connections == 1 - 10);

        CHECK_THROWS_AS((void)input.gamepad(-1), std::out_of_range);
        CHECK_THROWS_AS((void)input.gamepad(maxGamepads), std::out_of_range);
    }

    TEST_CASE("GamepadState::stick applies a radial dead zone") {
        GamepadState pad;
        pad.axes[static_cast<std::size_t>(GamepadAxis::LeftX)] = 0.05F;
        CHECK(pad.stick(GamepadAxis::LeftX, 0.1F) == helios::math::vec2f{});
        pad.axes[static_cast<std::size_t>(GamepadAxis::LeftX)] = 1.0F;
        CHECK(pad.stick(GamepadAxis::LeftX, 0.1F).x == doctest::Approx(1.0F));
        pad.axes[static_cast<std::size_t>(GamepadAxis::RightY)] = -0.55F;
        CHECK(pad.stick(GamepadAxis::RightX, 0.1F).y == doctest::Approx(-0.5F));
        CHECK(pad.axis(GamepadAxis::RightY) == doctest::Approx(-0.55F));
    }
}
