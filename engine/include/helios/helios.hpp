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
#include "helios/rendering/asset/shape/Cube.hpp"
#include "helios/rendering/asset/shape/Plane.hpp"
#include "helios/rendering/asset/shape/Shape.hpp"
#include "helios/rendering/material/Material.hpp"
#include "helios/rendering/mesh/Mesh.hpp"
#include "helios/rendering/mesh/MeshData.hpp"
#include "helios/rendering/mesh/Vertex.hpp"
#include "helios/rendering/model/Model.hpp"
#include "helios/rendering/shader/Shader.hpp"
#include "helios/scene/Camera.hpp"
#include "helios/scene/Scene.hpp"
#include "helios/scene/SceneNode.hpp"
#include "helios/scene/Snapshot.hpp"
#include "helios/scene/Transform.hpp"
#include "helios/scene/culling/CullingStrategy.hpp"
#include "helios/scene/culling/Frustum.hpp"
#include "helios/util/Guid.hpp"
#include "helios/util/io/StringFileReader.hpp"
#include "helios/util/log/LogManager.hpp"
#include "helios/util/log/Logger.hpp"
#include "helios/version.hpp"
