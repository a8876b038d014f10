/**
 * \file Mesh.hpp
 * \brief Mesh, the abstract GPU-side counterpart of MeshData.
 */
#pragma once

#include <cstddef>

#include "helios/math/aabb.hpp"
#include "helios/rendering/mesh/MeshData.hpp"

namespace helios::rendering {

    /**
     * \brief Geometry uploaded to a graphics device.
     *
     * A Mesh is created by RenderingDevice::createMesh() from MeshData and
     * keeps the counts and bounds the engine needs without reading back GPU
     * memory. helios::ext::opengl::OpenGLMesh stores it in a vertex array object.
     *
     * \see MeshData, RenderCommand
     */
    class Mesh {
    public:
        /** \brief Virtual destructor, so that implementations can be destroyed through a base pointer. */
        virtual ~Mesh() = default;

        /** \brief Not copyable: it owns GPU buffers. */
        Mesh(const Mesh&) = delete;
        /** \brief Not copy-assignable: it owns GPU buffers. */
        Mesh& operator=(const Mesh&) = delete;

        /** \brief Makes the mesh the current geometry of the device. */
        virtual void bind() const = 0;

        /** \brief Issues the draw call for all indices; the mesh must be bound. */
        virtual void draw() const = 0;

        /** \brief Unbinds the mesh. */
        virtual void unbind() const = 0;

        /**
         * \brief The number of indices drawn by draw().
         * \return The index count of the source MeshData.
         */
        [[nodiscard]] std::size_t indexCount() const noexcept { return indexCount_; }

        /**
         * \brief The number of vertices.
         * \return The vertex count of the source MeshData.
         */
        [[nodiscard]] std::size_t vertexCount() const noexcept { return vertexCount_; }

        /**
         * \brief The primitive type of the source MeshData.
         * \return How indices form primitives.
         */
        [[nodiscard]] PrimitiveType primitive() const noexcept { return primitive_; }

        /**
         * \brief The bounds in model space.
         * \return The box around all vertices.
         */
        [[nodiscard]] const math::aabbf& bounds() const noexcept { return bounds_; }

    protected:
        /**
         * \brief Records the counts and bounds of \p data.
         * \param data The geometry the derived class uploads.
         */
        explicit Mesh(const MeshData& data)
            : indexCount_{data.indices.size()}, vertexCount_{data.vertices.size()},
              primitive_{data.primitive}, bounds_{data.bounds()} {}

    private:
        std::size_t indexCount_;
        std::size_t vertexCount_;
        PrimitiveType primitive_;
        math::aabbf bounds_;
    };

} // namespace helios::rendering
