/**
 * \file Model.hpp
 * \brief Model, the pairing of a Mesh with a Material.
 */
#pragma once

#include <memory>

#include "helios/math/aabb.hpp"
#include "helios/rendering/material/Material.hpp"
#include "helios/rendering/mesh/Mesh.hpp"

namespace helios::rendering {

    /**
     * \brief Something drawable: geometry and the material to draw it with.
     *
     * Models are immutable and shared: many helios::scene::SceneNode objects
     * can show the same model at different world transforms.
     *
     * \code
     * auto mesh = device.createMesh(helios::rendering::asset::shape::Cube{1.0F}.meshData());
     * auto model = std::make_shared<helios::rendering::Model>(mesh, material);
     * scene.addNode(std::make_unique<helios::scene::SceneNode>(model));
     * \endcode
     */
    class Model {
    public:
        /**
         * \brief Creates a model.
         * \param mesh The geometry.
         * \param material The material.
         * \throws std::invalid_argument if \p mesh or \p material is null.
         */
        Model(std::shared_ptr<const Mesh> mesh, std::shared_ptr<const Material> material);

        /** \brief The geometry. \return A reference to the mesh. */
        [[nodiscard]] const Mesh& mesh() const noexcept { return *mesh_; }

        /** \brief The material. \return A reference to the material. */
        [[nodiscard]] const Material& material() const noexcept { return *material_; }

        /**
         * \brief The model-space bounds of the mesh.
         * \return Mesh::bounds().
         */
        [[nodiscard]] const math::aabbf& bounds() const noexcept { return mesh_->bounds(); }

    private:
        std::shared_ptr<const Mesh> mesh_;
        std::shared_ptr<const Material> material_;
    };

} // namespace helios::rendering
