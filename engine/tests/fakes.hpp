// In-memory implementations of the engine's interfaces, for tests without a GPU or display.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "helios/input/InputAdapter.hpp"
#include "helios/rendering/RenderingDevice.hpp"
#include "helios/rendering/material/Material.hpp"
#include "helios/rendering/mesh/Mesh.hpp"
#include "helios/rendering/model/Model.hpp"
#include "helios/rendering/shader/Shader.hpp"
#include "helios/window/Window.hpp"

namespace helios::test {

    /// Records the uniforms it receives; "uMissing" is reported as not declared.
    class FakeShader final : public rendering::Shader {
    public:
        void use() const override { ++useCount; }
        bool setUniform(std::string_view name, const rendering::UniformValue& value) const override {
            if (name == "uMissing") {
                return false;
            }
            uniforms[std::string{name}] = value;
            return true;
        }
        mutable int useCount{0};
        mutable std::map<std::string, rendering::UniformValue> uniforms;
    };

    /// Counts draw calls.
    class FakeMesh final : public rendering::Mesh {
    public:
        explicit FakeMesh(const rendering::MeshData& data) : rendering::Mesh{data} {}
        void bind() const override { ++binds; }
        void draw() const override { ++draws; }
        void unbind() const override {}
        mutable int binds{0};
        mutable int draws{0};
    };

    /// A device that records passes instead of drawing.
    class FakeDevice final : public rendering::RenderingDevice {
    public:
        bool init() override { return initResult; }
        std::shared_ptr<rendering::Mesh> createMesh(const rendering::MeshData& data) override {
            return std::make_shared<FakeMesh>(data);
        }
        std::shared_ptr<rendering::Shader> createShader(const rendering::ShaderSource&) override {
            return std::make_shared<FakeShader>();
        }
        bool initResult{true};
        int passes{0};
        rendering::RenderPass::Viewport lastViewport{};

    protected:
        void beginPass(const rendering::RenderPass& pass) override {
            ++passes;
            lastViewport = pass.viewport;
        }
        void endPass(const rendering::RenderPass&) override {}
    };

    /// A window without a native counterpart; tests post its events by hand.
    class FakeWindow final : public window::Window {
    public:
        FakeWindow() : window::Window{window::WindowConfig{}} {}
        bool show() override { return showResult; }
        bool shouldClose() const override { return close; }
        void setShouldClose(bool c) override { close = c; }
        void pollEvents() override { ++polls; }
        void swapBuffers() override { ++swaps; }
        math::vec2i framebufferSize() const override { return {config().width, config().height}; }
        using window::Window::eventManager;

        bool showResult{true};
        bool close{false};
        int polls{0};
        int swaps{0};
    };

    /// Keys and gamepads set directly by the test.
    class FakeInputAdapter final : public input::InputAdapter {
    public:
        bool isKeyDown(input::Key key) const override {
            auto it = keys.find(key);
            return it != keys.end() && it->second;
        }
        input::GamepadState gamepadState(int slot) const override {
            auto it = pads.find(slot);
            return it == pads.end() ? input::GamepadState{} : it->second;
        }
        std::map<input::Key, bool> keys;
        std::map<int, input::GamepadState> pads;
    };

    /// A unit cube model with its own shader and material.
    inline std::shared_ptr<rendering::Model> makeCubeModel(std::shared_ptr<const rendering::Shader> shader = nullptr);

} // namespace helios::test

#include "helios/rendering/asset/shape/Cube.hpp"

inline std::shared_ptr<helios::rendering::Model> helios::test::makeCubeModel(
    std::shared_ptr<const rendering::Shader> shader) {
    if (!shader) {
        shader = std::make_shared<FakeShader>();
    }
    auto mesh = std::make_shared<FakeMesh>(rendering::asset::shape::Cube{1.0F}.meshData());
    auto material = std::make_shared<rendering::Material>(shader);
    return std::make_shared<rendering::Model>(mesh, material);
}
