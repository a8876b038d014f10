#include <doctest/doctest.h>

#include <memory>
#include <set>
#include <stdexcept>

#include "fakes.hpp"
#include "helios/math/transform/affine.hpp"
#include "helios/rendering/RenderPass.hpp"
#include "helios/rendering/RenderQueue.hpp"
#include "helios/rendering/asset/shape/Cube.hpp"
#include "helios/rendering/asset/shape/Plane.hpp"
#include "helios/rendering/material/Material.hpp"
#include "helios/rendering/model/Model.hpp"
#include "helios/scene/Snapshot.hpp"

using namespace helios::rendering;
using helios::math::vec3f;
using helios::test::FakeDevice;
using helios::test::FakeMesh;
using helios::test::FakeShader;

TEST_SUITE("rendering") {

    TEST_CASE("Cube generates 24 vertices and 36 outward-facing indices") {
        const auto data = asset::shape::Cube{2.0F}.meshData();
        CHECK(data.vertices.size() == asset::shape::Cube::vertexCount);
        CHECK(data.indices.size() == asset::shape::Cube::indexCount);
        CHECK(data.valid());
        CHECK(data.bounds() == helios::math::aabbf{vec3f{-1.0F}, vec3f{1.0F}});
        std::set<std::tuple<float, float, float>> normals;
        for (std::size_t i = 0; i < data.indices.size(); i += 3) {
            const auto& a = data.vertices[data.indices[i]];
            const auto& b = data.vertices[data.indices[i + 1]];
            const auto& c = data.vertices[data.indices[i + 2]];
            const vec3f faceNormal = helios::math::cross(b.position - a.position, c.position - a.position);
            // Counter-clockwise seen from outside: the winding normal agrees with the stored normal.
            CHECK(helios::math::dot(faceNormal, a.normal) > 0.0F);
            CHECK(helios::math::dot(a.position, a.normal) == doctest::Approx(1.0F));
            normals.insert({a.normal.x, a.normal.y, a.normal.z});
        }
        CHECK(normals.size() == 6);
        CHECK_THROWS_AS(asset::shape::Cube{0.0F}, std::invalid_argument);
    }

    TEST_CASE("Plane generates a quad facing +y") {
        const auto data = asset::shape::Plane{4.0F, 2.0F}.meshData();
        CHECK(data.vertices.size() == 4);
        CHECK(data.indices.size() == 6);
        CHECK(data.vertices[0].normal == vec3f{0.0F, 1.0F, 0.0F});
        CHECK(data.bounds().extent() == vec3f{4.0F, 0.0F, 2.0F});
        CHECK_THROWS_AS((asset::shape::Plane{1.0F, -1.0F}), std::invalid_argument);
    }

    TEST_CASE("MeshData validity") {
        MeshData data;
        CHECK_FALSE(data.valid());
        data.vertices = {Vertex{}, Vertex{}, Vertex{}};
        data.indices = {0, 1, 2};
        CHECK(data.valid());
        data.indices = {0, 1, 3};
        CHECK_FALSE(data.valid());
        data.indices = {0, 1};
        CHECK_FALSE(data.valid());
        data.primitive = PrimitiveType::Lines;
        CHECK(data.valid());
    }

    TEST_CASE("Material and Model reject null parts") {
        CHECK_THROWS_AS(Material{nullptr}, std::invalid_argument);
        auto shader = std::make_shared<FakeShader>();
        auto material = std::make_shared<Material>(shader);
        auto mesh = std::make_shared<FakeMesh>(asset::shape::Cube{}.meshData());
        CHECK_THROWS_AS((Model{nullptr, material}), std::invalid_argument);
        CHECK_THROWS_AS((Model{mesh, nullptr}), std::invalid_argument);
        CHECK(Model{mesh, material}.bounds() == mesh->bounds());
    }

    TEST_CASE("Material::apply uploads the base colour and its uniforms") {
        auto shader = std::make_shared<FakeShader>();
        Material material{shader, {1.0F, 0.0F, 0.0F, 1.0F}};
        material.setUniform("uShininess", 32.0F);
        material.setUniform("uShininess", 16.0F);
        material.setUniform("uMissing", 1);
        CHECK(material.apply() == 2);
        CHECK(shader->useCount == 1);
        CHECK(std::get<float>(shader->uniforms.at("uShininess")) == 16.0F);
        CHECK(std::get<helios::math::vec4f>(shader->uniforms.at(std::string{uniforms::baseColor})).x == 1.0F);
        CHECK(shader->id() != 0);
    }

    TEST_CASE("RenderQueue sorts by shader, then material, keeping insertion order otherwise") {
        auto shaderA = std::make_shared<FakeShader>();
        auto shaderB = std::make_shared<FakeShader>();
        auto mesh = std::make_shared<FakeMesh>(asset::shape::Cube{}.meshData());
        auto onB = std::make_shared<Model>(mesh, std::make_shared<Material>(shaderB));
        auto onA1 = std::make_shared<Model>(mesh, std::make_shared<Material>(shaderA));
        auto onA2 = std::make_shared<Model>(mesh, std::make_shared<Material>(shaderA));

        RenderQueue queue;
        queue.add({onB, {}});
        queue.add({onA2, helios::math::translate(vec3f{1.0F})});
        queue.add({onA1, {}});
        queue.add({onA2, helios::math::translate(vec3f{2.0F})});
        queue.add({nullptr, {}});
        CHECK(queue.size() == 4);
        queue.sort();
        const auto cmds = queue.commands();
        CHECK(cmds[0].model == onA1);
        CHECK(cmds[1].model == onA2);
        CHECK(cmds[1].world(0, 3) == 1.0F);
        CHECK(cmds[2].model == onA2);
        CHECK(cmds[2].world(0, 3) == 2.0F);
        CHECK(cmds[3].model == onB);
    }

    TEST_CASE("ClearFlags combine") {
        const ClearFlags both = ClearFlags::Color | ClearFlags::Depth;
        CHECK(hasFlag(both, ClearFlags::Color));
        CHECK(hasFlag(both, ClearFlags::Depth));
        CHECK_FALSE(hasFlag(ClearFlags::Color, ClearFlags::Depth));
    }

    TEST_CASE("RenderingDevice::render applies each material once and draws every command") {
        FakeDevice device;
        auto shader = std::make_shared<FakeShader>();
        auto model = helios::test::makeCubeModel(shader);
        const helios::math::mat4f view = helios::math::translate(vec3f{0.0F, 0.0F, -2.0F});
        const helios::scene::Snapshot snapshot{view, helios::math::mat4f{}, {
            {helios::util::Guid::generate(), model, helios::math::translate(vec3f{1.0F, 0.0F, 0.0F})},
            {helios::util::Guid::generate(), model, helios::math::translate(vec3f{2.0F, 0.0F, 0.0F})},
        }};
        const auto pass = RenderPass::fromSnapshot(snapshot);
        CHECK(pass.queue().size() == 2);
        device.render(pass);
        CHECK(device.passes == 1);
        CHECK(device.stats().drawCalls == 2);
        CHECK(device.stats().materialChanges == 1);
        CHECK(device.stats().triangles == 24);
        CHECK(shader->useCount == 1);
        CHECK(std::get<helios::math::mat4f>(shader->uniforms.at(std::string{uniforms::view})) == view);
        // The model matrix of the last draw remains set.
        CHECK(std::get<helios::math::mat4f>(shader->uniforms.at(std::string{uniforms::model}))(0, 3) == 2.0F);
        const auto& mesh = static_cast<const FakeMesh&>(model->mesh());
        CHECK(mesh.draws == 2);
    }
}
