#include <stdexcept>

#include "helios/assert.hpp"
#include "helios/event/EventManager.hpp"
#include "helios/event/types/InputEvents.hpp"
#include "helios/input/InputManager.hpp"
#include "helios/input/types/GamepadState.hpp"
#include "helios/input/types/Key.hpp"
#include "helios/math/vec2.hpp"

namespace helios::input {

    std::string_view toString(Key key) noexcept {
        switch (key) {
            case Key::Unknown: return "Unknown";
            case Key::Space: return "Space";
            case Key::Num0: return "0";
            case Key::Num1: return "1";
            case Key::Num2: return "2";
            case Key::Num3: return "3";
            case Key::A: return "A";
            case Key::D: return "D";
            case Key::E: return "E";
            case Key::Q: return "Q";
            case Key::S: return "S";
            case Key::W: return "W";
            case Key::Escape: return "Escape";
            case Key::Enter: return "Enter";
            case Key::Tab: return "Tab";
            case Key::Right: return "Right";
            case Key::Left: return "Left";
            case Key::Down: return "Down";
            case Key::Up: return "Up";
            case Key::F1: return "F1";
            case Key::LeftShift: return "LeftShift";
        }
        return "Unknown";
    }

    // GamepadState ----------------------------------------------------------

    float GamepadState::axis(GamepadAxis a) const noexcept {
        const auto i = static_cast<std::size_t>(a);
        HELIOS_ASSERT(i < axes.size(), "gamepad axis out of range");
        return axes[i];
    }

    bool GamepadState::button(GamepadButton b) const noexcept {
        const auto i = static_cast<std::size_t>(b);
        HELIOS_ASSERT(i < buttons.size(), "gamepad button out of range");
        return buttons[i];
    }

    math::vec2f GamepadState::stick(GamepadAxis xAxis, float deadZone) const noexcept {
        const auto i = static_cast<std::size_t>(xAxis);
        HELIOS_ASSERT(xAxis == GamepadAxis::LeftX || xAxis == GamepadAxis::RightX, "stick() needs an x axis");
        const math::vec2f raw{axes[i], axes[i + 1]};
        const float len = math::length(raw);
        if (len <= deadZone || deadZone >= 1.0F) {
            return {};
        }
        const float clamped = len > 1.0F ? 1.0F : len;
        const float scaled = (clamped - deadZone) / (1.0F - deadZone);
        return raw * (scaled / len);
    }

    // InputManager ----------------------------------------------------------

    namespace {

        std::size_t keyIndex(Key key) noexcept {
            for (std::size_t i = 0; i < allKeys.size(); ++i) {
                if (allKeys[i] == key) {
                    return i;
                }
            }
            return allKeys.size();
        }

    } // namespace

    InputManager::InputManager(std::unique_ptr<InputAdapter> adapter) : adapter_{std::move(adapter)} {
        if (!adapter_) {
            throw std::invalid_argument{"InputManager: adapter must not be null"};
        }
    }

    void InputManager::poll() {
        for (std::size_t i = 0; i < allKeys.size(); ++i) {
            auto& state = keys_[i];
            state.update(adapter_->isKeyDown(allKeys[i]));
            if (events_ != nullptr && state.changed) {
                if (state.down) {
                    events_->emplace<event::KeyPressedEvent>(allKeys[i]);
                } else {
                    events_->emplace<event::KeyReleasedEvent>(allKeys[i]);
                }
            }
        }
        for (int slot = 0; slot < maxGamepads; ++slot) {
            auto& pad = gamepads_[static_cast<std::size_t>(slot)];
            const bool wasConnected = pad.connected;
            pad = adapter_->gamepadState(slot);
            if (!pad.connected) {
                pad = GamepadState{};
            }
            if (events_ != nullptr && wasConnected != pad.connected) {
                events_->emplace<event::GamepadConnectionEvent>(slot, pad.connected);
            }
        }
    }

    KeyState InputManager::keyState(Key key) const noexcept {
        const auto i = keyIndex(key);
        return i < keys_.size() ? keys_[i] : KeyState{};
    }

    const GamepadState& InputManager::gamepad(int slot) const {
        if (slot < 0 || slot >= maxGamepads) {
            throw std::out_of_range{"InputManager::gamepad: slot out of range"};
        }
        return gamepads_[static_cast<std::size_t>(slot)];
    }

} // namespace helios::input
