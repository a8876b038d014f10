/**
 * \file OpenGLShader.hpp
 * \brief OpenGLShader, a helios::rendering::Shader compiled from GLSL.
 */
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "helios/rendering/shader/Shader.hpp"

namespace helios::ext::opengl {

    /**
     * \brief A linked GLSL program with a cache of uniform locations.
     *
     * Created by OpenGLDevice::createShader().
     */
    class OpenGLShader final : public rendering::Shader {
    public:
        /**
         * \brief Compiles both stages and links them; a context must be current.
         * \param source GLSL sources of the vertex and fragment stage.
         * \throws helios::rendering::ShaderCompileError with the driver's log if compiling or linking fails.
         */
        explicit OpenGLShader(const rendering::ShaderSource& source);

        /** \brief Deletes the program. */
        ~OpenGLShader() override;

        /** \copydoc helios::rendering::Shader::use() */
        void use() const override;

        /** \copydoc helios::rendering::Shader::setUniform() */
        bool setUniform(std::string_view name, const rendering::UniformValue& value) const override;

        /** \brief The GL program name. \return The program object. */
        [[nodiscard]] std::uint32_t program() const noexcept { return program_; }

    private:
        [[nodiscard]] int location(std::string_view name) const;

        std::uint32_t program_{0};
        mutable std::map<std::string, int, std::less<>> locations_;
    };

} // namespace helios::ext::opengl
