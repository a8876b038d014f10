/**
 * \file Shape.hpp
 * \brief Shape, the base of procedurally generated geometry.
 */
#pragma once

#include "helios/rendering/mesh/MeshData.hpp"

/**
 * \namespace helios::rendering::asset
 * \brief Sources of geometry and other data that a RenderingDevice turns into GPU resources.
 */

/**
 * \namespace helios::rendering::asset::shape
 * \brief Procedurally generated primitive shapes.
 */
namespace helios::rendering::asset::shape {

    /**
     * \brief A primitive shape that can generate its MeshData.
     *
     * Shapes are cheap descriptions (a cube of some size); the geometry is
     * only produced by meshData(), which a RenderingDevice then uploads.
     *
     * \see Cube, Plane
     */
    class Shape {
    public:
        /** \brief Virtual destructor, so that implementations can be destroyed through a base pointer. */
        virtual ~Shape() = default;

        /**
         * \brief Generates the geometry, centred at the origin.
         * \return Indexed triangles with normals and texture coordinates.
         */
        [[nodiscard]] virtual MeshData meshData() const = 0;
    };

} // namespace helios::rendering::asset::shape
