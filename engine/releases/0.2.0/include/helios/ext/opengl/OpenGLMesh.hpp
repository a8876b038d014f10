/**
 * \file OpenGLMesh.hpp
 * \brief OpenGLMesh, a helios::rendering::Mesh stored in a vertex array object.
 */
#pragma once

#include <cstdint>

#include "helios/rendering/mesh/Mesh.hpp"

namespace helios::ext::opengl {

    /**
     * \brief Geometry in an OpenGL vertex array object with one vertex and one index buffer.
     *
     * Vertex attributes follow helios::rendering::Vertex: location 0 position,
     * 1 normal, 2 texture coordinate. Created by OpenGLDevice::createMesh().
     */
    class OpenGLMesh final : public rendering::Mesh {
    public:
        /**
         * \brief Uploads the geometry; a context must be current.
         * \param data The geometry.
         * \throws std::invalid_argument if `data.valid()` is false.
         */
        explicit OpenGLMesh(const rendering::MeshData& data);

        /** \brief Deletes the buffers and the vertex array. */
        ~OpenGLMesh() override;

        /** \copydoc helios::rendering::Mesh::bind() */
        void bind() const override;
        /** \copydoc helios::rendering::Mesh::draw() */
        void draw() const override;
        /** \copydoc helios::rendering::Mesh::unbind() */
        void unbind() const override;

    private:
        std::uint32_t vao_{0};
        std::uint32_t vbo_{0};
        std::uint32_t ebo_{0};
    };

} // namespace helios::ext::opengl
