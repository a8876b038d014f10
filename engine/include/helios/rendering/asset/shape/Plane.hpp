/**
 * \file Plane.hpp
 * \brief Plane, a flat rectangle shape in the XZ plane.
 */
#pragma once

#include "helios/rendering/asset/shape/Shape.hpp"

namespace helios::rendering::asset::shape {

    /**
     * \brief A rectangle in the XZ plane, facing +Y, centred at the origin; useful as a floor.
     *
     * Generates 4 vertices and 6 indices.
     */
    class Plane final : public Shape {
    public:
        /**
         * \brief Creates a plane description.
         * \param width Extent along X; must be positive.
         * \param depth Extent along Z; must be positive.
         * \throws std::invalid_argument if \p width or \p depth is not positive.
         */
        Plane(float width, float depth);

        /** \copydoc Shape::meshData() */
        [[nodiscard]] MeshData meshData() const override;

    private:
        float width_;
        float depth_;
    };

} // namespace helios::rendering::asset::shape
