/**
 * \file Shader.hpp
 * \brief Shader, the abstract GPU program, with its source, uniform value type and errors.
 */
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>

#include "helios/math/mat4.hpp"
#include "helios/math/vec3.hpp"
#include "helios/math/vec4.hpp"

/**
 * \namespace helios::rendering
 * \brief The backend-independent renderer: meshes, shaders and the device interface.
 *
 * A RenderingDevice such as helios::ext::opengl::OpenGLDevice creates
 * meshes and shaders and draws one mesh at a time with draw().
 */
namespace helios::rendering {

    /** \brief Identifies a Shader; assigned in creation order, starting at 1. */
    using ShaderId = std::uint32_t;

    /**
     * \brief A value that can be assigned to a shader uniform.
     */
    using UniformValue = std::variant<int, float, math::vec3f, math::vec4f, math::mat4f>;

    /**
     * \brief The uniform names the renderer sets on every shader.
     *
     * Shaders that declare these uniforms receive the matrices
     * automatically; undeclared ones are skipped.
     */
    namespace uniforms {
        /** \brief The model (world) matrix of the drawn object, a mat4. */
        inline constexpr std::string_view model = "uModel";
        /** \brief The camera's view matrix, a mat4. */
        inline constexpr std::string_view view = "uView";
        /** \brief The camera's projection matrix, a mat4. */
        inline constexpr std::string_view projection = "uProjection";
    } // namespace uniforms

    /**
     * \brief The stages of a shader program.
     */
    enum class ShaderStage : std::uint8_t {
        Vertex,  ///< Runs once per vertex; writes the clip-space position.
        Fragment ///< Runs once per fragment; writes the colour.
    };

    /**
     * \brief The source text of a vertex and a fragment shader.
     *
     * \code
     * helios::util::io::StringFileReader files;
     * helios::rendering::ShaderSource source{files.read("basic.vert"), files.read("basic.frag")};
     * auto shader = device.createShader(source);
     * \endcode
     */
    struct ShaderSource {
        /** \brief Source of the vertex stage. */
        std::string vertex;
        /** \brief Source of the fragment stage. */
        std::string fragment;
    };

    /**
     * \brief Thrown by RenderingDevice::createShader() when a stage fails to compile or the program fails to link.
     */
    class ShaderCompileError : public std::runtime_error {
    public:
        /**
         * \brief Creates the error.
         * \param stage The failing stage; for link errors, ShaderStage::Fragment.
         * \param log The compiler or linker log.
         */
        ShaderCompileError(ShaderStage stage, const std::string& log)
            : std::runtime_error{log}, stage_{stage} {}

        /**
         * \brief The stage that failed.
         * \return The stage passed to the constructor.
         */
        [[nodiscard]] ShaderStage stage() const noexcept { return stage_; }

    private:
        ShaderStage stage_;
    };

    /**
     * \brief A compiled and linked GPU program.
     *
     * Created by RenderingDevice::createShader() and shared by everything
     * drawn with it.
     *
     * \see RenderingDevice::draw(), helios::ext::opengl::OpenGLShader
     */
    class Shader {
    public:
        /** \brief Virtual destructor, so that implementations can be destroyed through a base pointer. */
        virtual ~Shader() = default;

        /** \brief Not copyable: it owns a GPU program. */
        Shader(const Shader&) = delete;
        /** \brief Not copy-assignable: it owns a GPU program. */
        Shader& operator=(const Shader&) = delete;

        /** \brief Makes the program current on the device. */
        virtual void use() const = 0;

        /**
         * \brief Sets a uniform of the program; the program must be current.
         * \param name The uniform's name in the source.
         * \param value The value; its alternative must match the uniform's declared type.
         * \return true if the uniform exists and was set, false if the program has no such active uniform.
         */
        virtual bool setUniform(std::string_view name, const UniformValue& value) const = 0;

        /**
         * \brief The identifier of this shader.
         * \return A process-wide unique, non-zero id.
         */
        [[nodiscard]] ShaderId id() const noexcept { return id_; }

    protected:
        /** \brief Assigns the next id. */
        Shader() noexcept;

    private:
        ShaderId id_;
    };

} // namespace helios::rendering
