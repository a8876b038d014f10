// OpenGL backend: OpenGL 4.1 core on the desktop, OpenGL ES 3.0 (WebGL 2) on the web; GlApi.hpp picks which.
#include "GlApi.hpp"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <variant>

#include "helios/ext/opengl/OpenGLDevice.hpp"
#include "helios/ext/opengl/OpenGLMesh.hpp"
#include "helios/ext/opengl/OpenGLShader.hpp"
#include "helios/rendering/RenderPass.hpp"

namespace helios::ext::opengl {

    using rendering::ShaderCompileError;
    using rendering::ShaderStage;

    // OpenGLMesh ------------------------------------------------------------

    namespace {

        GLenum toGl(rendering::PrimitiveType primitive) noexcept {
            switch (primitive) {
                case rendering::PrimitiveType::Triangles: return GL_TRIANGLES;
                case rendering::PrimitiveType::Lines: return GL_LINES;
                case rendering::PrimitiveType::Points: return GL_POINTS;
            }
            return GL_TRIANGLES;
        }

        const rendering::MeshData& checked(const rendering::MeshData& data) {
            if (!data.valid()) {
                throw std::invalid_argument{"OpenGLMesh: invalid mesh data"};
            }
            return data;
        }

    } // namespace

    OpenGLMesh::OpenGLMesh(const rendering::MeshData& data) : rendering::Mesh{checked(data)} {
        glGenVertexArrays(1, &vao_);
        glGenBuffers(1, &vbo_);
        glGenBuffers(1, &ebo_);
        glBindVertexArray(vao_);

        glBindBuffer(GL_ARRAY_BUFFER, vbo_);
        glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(data.vertices.size() * sizeof(rendering::Vertex)),
                     data.vertices.data(), GL_STATIC_DRAW);
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ebo_);
        glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(data.indices.size() * sizeof(std::uint32_t)),
                     data.indices.data(), GL_STATIC_DRAW);

        static_assert(std::is_standard_layout_v<rendering::Vertex>);
        constexpr auto stride = static_cast<GLsizei>(sizeof(rendering::Vertex));
        glEnableVertexAttribArray(0);
        glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, stride,
                              reinterpret_cast<const void*>(offsetof(rendering::Vertex, position)));
        glEnableVertexAttribArray(1);
        glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, stride,
                              reinterpret_cast<const void*>(offsetof(rendering::Vertex, normal)));
        glEnableVertexAttribArray(2);
        glVertexAttribPointer(2, 2, GL_FLOAT, GL_FALSE, stride,
                              reinterpret_cast<const void*>(offsetof(rendering::Vertex, uv)));
        glBindVertexArray(0);
    }

    OpenGLMesh::~OpenGLMesh() {
        glDeleteBuffers(1, &ebo_);
        glDeleteBuffers(1, &vbo_);
        glDeleteVertexArrays(1, &vao_);
    }

    void OpenGLMesh::bind() const { glBindVertexArray(vao_); }

    void OpenGLMesh::draw() const {
        glDrawElements(toGl(primitive()), static_cast<GLsizei>(indexCount()), GL_UNSIGNED_INT, nullptr);
    }

    void OpenGLMesh::unbind() const { glBindVertexArray(0); }

    // OpenGLShader ----------------------------------------------------------

    namespace {

        GLuint compileStage(GLenum type, const std::string& source, ShaderStage stage) {
            const GLuint shader = glCreateShader(type);
            const std::string adapted = glapi::forContext(source);
            const char* text = adapted.c_str();
            glShaderSource(shader, 1, &text, nullptr);
            glCompileShader(shader);
            GLint ok = GL_FALSE;
            glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
            if (ok != GL_TRUE) {
                GLint length = 0;
                glGetShaderiv(shader, GL_INFO_LOG_LENGTH, &length);
                std::string log(static_cast<std::size_t>(length > 0 ? length : 1), '\0');
                glGetShaderInfoLog(shader, length, nullptr, log.data());
                glDeleteShader(shader);
                throw ShaderCompileError{stage, log};
            }
            return shader;
        }

    } // namespace

    OpenGLShader::OpenGLShader(const rendering::ShaderSource& source) {
        const GLuint vs = compileStage(GL_VERTEX_SHADER, source.vertex, ShaderStage::Vertex);
        GLuint fs = 0;
        try {
            fs = compileStage(GL_FRAGMENT_SHADER, source.fragment, ShaderStage::Fragment);
        } catch (...) {
            glDeleteShader(vs);
            throw;
        }
        program_ = glCreateProgram();
        glAttachShader(program_, vs);
        glAttachShader(program_, fs);
        glLinkProgram(program_);
        glDeleteShader(vs);
        glDeleteShader(fs);
        GLint ok = GL_FALSE;
        glGetProgramiv(program_, GL_LINK_STATUS, &ok);
        if (ok != GL_TRUE) {
            GLint length = 0;
            glGetProgramiv(program_, GL_INFO_LOG_LENGTH, &length);
            std::string log(static_cast<std::size_t>(length > 0 ? length : 1), '\0');
            glGetProgramInfoLog(program_, length, nullptr, log.data());
            glDeleteProgram(program_);
            throw ShaderCompileError{ShaderStage::Fragment, log};
        }
    }

    OpenGLShader::~OpenGLShader() { glDeleteProgram(program_); }

    void OpenGLShader::use() const { glUseProgram(program_); }

    int OpenGLShader::location(std::string_view name) const {
        if (auto it = locations_.find(name); it != locations_.end()) {
            return it->second;
        }
        const std::string key{name};
        const GLint loc = glGetUniformLocation(program_, key.c_str());
        locations_.emplace(key, loc);
        return loc;
    }

    bool OpenGLShader::setUniform(std::string_view name, const rendering::UniformValue& value) const {
        const GLint loc = location(name);
        if (loc < 0) {
            return false;
        }
        std::visit(
            [loc](const auto& v) {
                using T = std::decay_t<decltype(v)>;
                if constexpr (std::is_same_v<T, int>) {
                    glUniform1i(loc, v);
                } else if constexpr (std::is_same_v<T, float>) {
                    glUniform1f(loc, v);
                } else if constexpr (std::is_same_v<T, math::vec3f>) {
                    glUniform3f(loc, v.x, v.y, v.z);
                } else if constexpr (std::is_same_v<T, math::vec4f>) {
                    glUniform4f(loc, v.x, v.y, v.z, v.w);
                } else {
                    glUniformMatrix4fv(loc, 1, GL_FALSE, v.data());
                }
            },
            value);
        return true;
    }

    // OpenGLDevice ----------------------------------------------------------

    bool OpenGLDevice::init() {
        const auto* version = reinterpret_cast<const char*>(glGetString(GL_VERSION));
        if (version == nullptr) {
            return false;
        }
        GLint major = 0;
        GLint minor = 0;
        glGetIntegerv(GL_MAJOR_VERSION, &major);
        glGetIntegerv(GL_MINOR_VERSION, &minor);
        if (major < glapi::minMajor || (major == glapi::minMajor && minor < glapi::minMinor)) {
            return false;
        }
        version_ = version;
        glEnable(GL_DEPTH_TEST);
        glEnable(GL_CULL_FACE);
        glCullFace(GL_BACK);
        glFrontFace(GL_CCW);
        return true;
    }

    std::shared_ptr<rendering::Mesh> OpenGLDevice::createMesh(const rendering::MeshData& data) {
        return std::make_shared<OpenGLMesh>(data);
    }

    std::shared_ptr<rendering::Shader> OpenGLDevice::createShader(const rendering::ShaderSource& source) {
        return std::make_shared<OpenGLShader>(source);
    }

    void OpenGLDevice::beginPass(const rendering::RenderPass& pass) {
        const auto& vp = pass.viewport;
        if (vp.width > 0 && vp.height > 0) {
            glViewport(vp.x, vp.y, vp.width, vp.height);
        }
        GLbitfield mask = 0;
        if (rendering::hasFlag(pass.clear, rendering::ClearFlags::Color)) {
            glClearColor(pass.clearColor.x, pass.clearColor.y, pass.clearColor.z, pass.clearColor.w);
            mask |= GL_COLOR_BUFFER_BIT;
        }
        if (rendering::hasFlag(pass.clear, rendering::ClearFlags::Depth)) {
            mask |= GL_DEPTH_BUFFER_BIT;
        }
        if (mask != 0) {
            glClear(mask);
        }
    }

    void OpenGLDevice::endPass(const rendering::RenderPass& /*pass*/) { glUseProgram(0); }

} // namespace helios::ext::opengl
