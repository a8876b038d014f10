#include <algorithm>

#include "helios/rendering/RenderPass.hpp"
#include "helios/rendering/RenderQueue.hpp"
#include "helios/rendering/RenderingDevice.hpp"
#include "helios/scene/Snapshot.hpp"

namespace helios::rendering {

    void RenderQueue::add(RenderCommand command) {
        if (command.model) {
            commands_.push_back(std::move(command));
        }
    }

    void RenderQueue::sort() {
        std::stable_sort(commands_.begin(), commands_.end(), [](const RenderCommand& a, const RenderCommand& b) {
            return a.model->material().sortKey() < b.model->material().sortKey();
        });
    }

    RenderPass::RenderPass(RenderQueue queue, const math::mat4f& view, const math::mat4f& projection)
        : queue_{std::move(queue)}, view_{view}, projection_{projection} {
        queue_.sort();
    }

    RenderPass RenderPass::fromSnapshot(const scene::Snapshot& snapshot) {
        RenderQueue queue;
        for (const auto& item : snapshot) {
            queue.add(RenderCommand{item.model, item.world});
        }
        return RenderPass{std::move(queue), snapshot.view(), snapshot.projection()};
    }

    void RenderingDevice::render(const RenderPass& pass) {
        stats_ = FrameStats{};
        beginPass(pass);
        const Material* current = nullptr;
        for (const auto& command : pass.queue().commands()) {
            const Material& material = command.model->material();
            const Shader& shader = material.shader();
            if (&material != current) {
                material.apply();
                shader.setUniform(uniforms::view, pass.view());
                shader.setUniform(uniforms::projection, pass.projection());
                current = &material;
                ++stats_.materialChanges;
            }
            shader.setUniform(uniforms::model, command.world);
            const Mesh& mesh = command.model->mesh();
            mesh.bind();
            mesh.draw();
            mesh.unbind();
            ++stats_.drawCalls;
            if (mesh.primitive() == PrimitiveType::Triangles) {
                stats_.triangles += mesh.indexCount() / 3;
            }
        }
        endPass(pass);
    }

} // namespace helios::rendering
