/**
 * \file helios.hpp
 * \brief Umbrella header: includes the whole backend-independent engine.
 *
 * The optional backends under helios/ext are not included; include
 * helios/ext/glfw/GLFWWindow.hpp and helios/ext/opengl/OpenGLDevice.hpp
 * explicitly when they are built.
 */
#pragma once

#include "helios/app/App.hpp"
#include "helios/app/controller/Controller.hpp"
#include "helios/app/controller/WindowRenderingController.hpp"
#include "helios/assert.hpp"
#include "helios/engine/FrameClock.hpp"
#include "helios/engine/Tickable.hpp"
#include "helios/event/Dispatcher.hpp"
#include "helios/event/Event.hpp"
#include "helios/event/EventManager.hpp"
#include "helios/event/EventQueue.hpp"
#include "helios/event/types/InputEvents.hpp"
#include "helios/event/types/WindowEvents.hpp"
#include "helios/input/InputAdapter.hpp"
#include "helios/input/InputManager.hpp"
#include "helios/input/types/GamepadState.hpp"
#include "helios/input/types/Key.hpp"
#include "helios/input/types/KeyState.hpp"
#include "helios/math/math.hpp"
#include "helios/rendering/RenderPass.hpp"
#include "helios/rendering/RenderQueue.hpp"
#include "helios/rendering/RenderingDevice.hpp"
#include "helios/rendering/mesh/Mesh.hpp"
#include "helios/rendering/mesh/MeshData.hpp"
#include "helios/rendering/mesh/Vertex.hpp"
#include "helios/rendering/shader/Shader.hpp"
#include "helios/scene/Camera.hpp"
#include "helios/scene/Transform.hpp"
#include "helios/util/Guid.hpp"
#include "helios/util/io/StringFileReader.hpp"
#include "helios/util/log/LogManager.hpp"
#include "helios/util/log/Logger.hpp"
#include "helios/version.hpp"

// Folder descriptions for the API reference. Each folder's README.md says more;
// these \dir blocks give the one-line summary shown on the folder pages.
/**
 * \dir include
 * \brief Public headers of the engine; add this folder to the include path.
 */

/**
 * \dir include/helios
 * \brief Root of the public headers: version and assertion macros, the umbrella header and one folder per area.
 */

/**
 * \dir include/helios/app
 * \brief The application object that runs the frame loop (namespace helios::app).
 */

/**
 * \dir include/helios/app/controller
 * \brief Controllers driven by helios::app::App, including the windowed rendering controller.
 */

/**
 * \dir include/helios/engine
 * \brief Frame-loop abstractions: the Tickable interface and the frame clock (namespace helios::engine).
 */

/**
 * \dir include/helios/event
 * \brief Events, the event queue, the dispatcher and the event manager (namespace helios::event).
 */

/**
 * \dir include/helios/event/types
 * \brief The concrete window and input event classes.
 */

/**
 * \dir include/helios/ext
 * \brief Optional backends bound to third-party libraries (namespace helios::ext).
 */

/**
 * \dir include/helios/ext/glfw
 * \brief GLFW window and input adapter (namespace helios::ext::glfw).
 */

/**
 * \dir include/helios/ext/opengl
 * \brief OpenGL 4.1 rendering device, mesh and shader (namespace helios::ext::opengl).
 */

/**
 * \dir include/helios/input
 * \brief Input manager and the input adapter interface (namespace helios::input).
 */

/**
 * \dir include/helios/input/types
 * \brief Key, key state and gamepad state types.
 */

/**
 * \dir include/helios/math
 * \brief Vectors, matrices, bounding boxes and scalar helpers (namespace helios::math).
 */

/**
 * \dir include/helios/math/concepts
 * \brief Concepts constraining the numeric types of the math templates.
 */

/**
 * \dir include/helios/math/transform
 * \brief Builders of model, view and projection matrices.
 */

/**
 * \dir include/helios/rendering
 * \brief Render queue, render pass and the rendering device interface (namespace helios::rendering).
 */

/**
 * \dir include/helios/rendering/mesh
 * \brief Vertex layout, CPU-side mesh data and the abstract GPU mesh.
 */

/**
 * \dir include/helios/rendering/shader
 * \brief The abstract shader, its sources, uniform values and errors.
 */

/**
 * \dir include/helios/scene
 * \brief Object transforms and the camera (namespace helios::scene).
 */

/**
 * \dir include/helios/util
 * \brief Guid and small shared services (namespace helios::util).
 */

/**
 * \dir include/helios/util/io
 * \brief Reading files into strings (namespace helios::util::io).
 */

/**
 * \dir include/helios/util/log
 * \brief Leveled logging with named scopes (namespace helios::util::log).
 */

/**
 * \dir include/helios/window
 * \brief The window interface and its configuration (namespace helios::window).
 */
