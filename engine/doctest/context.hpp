// The doc tests' context for the headers in engine/include (docs/sections/api.md, "Doc examples"): the reader's own
// objects that the header comments' \code examples take for granted. Declared, never defined, so an example that
// uses one compiles but cannot be run; an example that must run declares what it uses itself.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include <helios/app/controller/Controller.hpp>
#include <helios/event/Event.hpp>
#include <helios/event/EventManager.hpp>
#include <helios/input/InputAdapter.hpp>
#include <helios/input/InputManager.hpp>
#include <helios/math/mat4.hpp>
#include <helios/rendering/RenderPass.hpp>
#include <helios/rendering/RenderingDevice.hpp>
#include <helios/rendering/material/Material.hpp>
#include <helios/rendering/model/Model.hpp>
#include <helios/rendering/shader/Shader.hpp>
#include <helios/scene/Camera.hpp>
#include <helios/scene/Scene.hpp>
#include <helios/scene/SceneNode.hpp>
#include <helios/util/log/Logger.hpp>
#include <helios/window/Window.hpp>

// The reader's own types.
struct Spinner {
    void tick(float dt);
};

class MyAdapter : public helios::input::InputAdapter {
public:
    bool isKeyDown(helios::input::Key key) const override;
    helios::input::GamepadState gamepadState(int slot) const override;
};

extern helios::window::Window& window;
extern helios::rendering::RenderingDevice& device;
extern helios::scene::Scene& scene;
extern helios::scene::Camera& camera;
extern helios::event::EventManager& events;
extern helios::input::InputManager& input;
extern helios::app::Controller& controller;
extern helios::scene::SceneNode& node;
extern helios::util::log::Logger& logger;
extern Spinner& spinner;
extern bool running;
extern std::size_t index;

extern std::shared_ptr<helios::rendering::Shader> shader;
extern std::shared_ptr<helios::rendering::Material> material;
extern helios::rendering::ShaderSource source;
extern helios::rendering::RenderPass pass;
extern std::shared_ptr<helios::rendering::Model> model;
extern std::shared_ptr<helios::rendering::Model> cubeModel;
extern std::shared_ptr<helios::rendering::Model> shipModel;
extern std::shared_ptr<helios::rendering::Model> turretModel;
extern helios::math::mat4f view;

void handle(const helios::event::Event& event);
void quit();
void jump();
void compile(const std::string& source);
void useInverse(const helios::math::mat4f& inverse);
