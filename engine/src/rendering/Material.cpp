#include <atomic>
#include <stdexcept>

#include "helios/rendering/material/Material.hpp"
#include "helios/rendering/model/Model.hpp"
#include "helios/rendering/shader/Shader.hpp"

namespace helios::rendering {

    namespace {
        std::atomic<ShaderId> nextShaderId{1};
        std::atomic<std::uint32_t> nextMaterialSequence{1};
    } // namespace

    Shader::Shader() noexcept : id_{nextShaderId.fetch_add(1)} {}

    Material::Material(std::shared_ptr<const Shader> shader, math::vec4f baseColor)
        : shader_{std::move(shader)}, baseColor_{baseColor}, guid_{util::Guid::generate()},
          sequence_{nextMaterialSequence.fetch_add(1)} {
        if (!shader_) {
            throw std::invalid_argument{"Material: shader must not be null"};
        }
    }

    void Material::setUniform(std::string_view name, UniformValue value) {
        if (auto it = uniforms_.find(name); it != uniforms_.end()) {
            it->second = std::move(value);
        } else {
            uniforms_.emplace(std::string{name}, std::move(value));
        }
    }

    std::size_t Material::apply() const {
        shader_->use();
        std::size_t accepted = shader_->setUniform(uniforms::baseColor, baseColor_) ? 1 : 0;
        for (const auto& [name, value] : uniforms_) {
            accepted += shader_->setUniform(name, value) ? 1 : 0;
        }
        return accepted;
    }

    std::uint64_t Material::sortKey() const noexcept {
        return (static_cast<std::uint64_t>(shader_->id()) << 32) | sequence_;
    }

    Model::Model(std::shared_ptr<const Mesh> mesh, std::shared_ptr<const Material> material)
        : mesh_{std::move(mesh)}, material_{std::move(material)} {
        if (!mesh_ || !material_) {
            throw std::invalid_argument{"Model: mesh and material must not be null"};
        }
    }

} // namespace helios::rendering
