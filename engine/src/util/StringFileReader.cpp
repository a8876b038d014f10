#include "helios/util/io/StringFileReader.hpp"

#include <fstream>
#include <sstream>
#include <system_error>

namespace helios::util::io {

    FileReadError::FileReadError(std::filesystem::path path, const std::string& reason)
        : std::runtime_error{"cannot read '" + path.string() + "': " + reason}, path_{std::move(path)} {}

    std::string StringFileReader::read(const std::filesystem::path& path) const {
        std::error_code ec;
        const auto status = std::filesystem::status(path, ec);
        if (ec || !std::filesystem::exists(status)) {
            throw FileReadError{path, "no such file"};
        }
        if (!std::filesystem::is_regular_file(status)) {
            throw FileReadError{path, "not a regular file"};
        }
        std::ifstream in{path, std::ios::binary};
        if (!in) {
            throw FileReadError{path, "cannot open file"};
        }
        std::ostringstream content;
        content << in.rdbuf();
        if (in.bad()) {
            throw FileReadError{path, "read error"};
        }
        return std::move(content).str();
    }

    std::optional<std::string> StringFileReader::tryRead(const std::filesystem::path& path) const noexcept {
        try {
            return read(path);
        } catch (...) {
            return std::nullopt;
        }
    }

} // namespace helios::util::io
