// The doc tests' context for release 0.2.0 (docs/sections/api.md, "Doc examples"): the reader's own objects that
// the release's \code examples take for granted. The doc tests include every header of the release before it;
// declared, never defined, so an example that uses one compiles but cannot be run.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

class MyAdapter : public helios::input::InputAdapter {
public:
    bool isKeyDown(helios::input::Key key) const override;
    helios::input::GamepadState gamepadState(int slot) const override;
};

extern helios::window::Window& window;
extern helios::rendering::RenderingDevice& device;
extern helios::scene::Camera& camera;
extern helios::input::InputManager& input;
extern bool running;
extern std::size_t index;

extern std::shared_ptr<helios::rendering::Shader> shader;
extern std::shared_ptr<helios::rendering::Mesh> mesh;
extern helios::rendering::MeshData triangle;
extern helios::rendering::ShaderSource source;
extern helios::scene::Transform transform;
extern helios::math::mat4f view;
extern helios::math::mat4f world;

void quit();
void jump();
void compile(const std::string& source);
void useInverse(const helios::math::mat4f& inverse);
