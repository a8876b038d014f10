// The doc tests' context for release 0.3.0 (docs/sections/api.md, "Doc examples"): the reader's own objects that
// the release's \code examples take for granted. The doc tests include every header of the release before it;
// declared, never defined, so an example that uses one compiles but cannot be run.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

struct Spinner {
    void tick(float dt);
    helios::math::mat4f matrix() const;
};

class MyAdapter : public helios::input::InputAdapter {
public:
    bool isKeyDown(helios::input::Key key) const override;
    helios::input::GamepadState gamepadState(int slot) const override;
};

extern helios::window::Window& window;
extern helios::rendering::RenderingDevice& device;
extern helios::scene::Camera& camera;
extern helios::event::EventManager& events;
extern helios::input::InputManager& input;
extern helios::app::Controller& controller;
extern Spinner& spinner;
extern bool running;
extern std::size_t index;

extern std::shared_ptr<helios::rendering::Shader> shader;
extern std::shared_ptr<helios::rendering::Mesh> mesh;
extern helios::rendering::MeshData triangle;
extern helios::rendering::ShaderSource source;
extern helios::rendering::RenderPass pass;
extern helios::scene::Transform transform;
extern helios::math::mat4f view;

void handle(const helios::event::Event& event);
void quit();
void jump();
void compile(const std::string& source);
void useInverse(const helios::math::mat4f& inverse);
