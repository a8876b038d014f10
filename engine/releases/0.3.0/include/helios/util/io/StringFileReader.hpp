/**
 * \file StringFileReader.hpp
 * \brief Reading whole text files into strings, with an exception and a non-throwing variant.
 */
#pragma once

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>

/**
 * \namespace helios::util::io
 * \brief File input for assets such as shader sources.
 */
namespace helios::util::io {

    /**
     * \brief Thrown when a file cannot be opened or read.
     *
     * \see StringFileReader::read()
     */
    class FileReadError : public std::runtime_error {
    public:
        /**
         * \brief Creates the error.
         * \param path The file that could not be read.
         * \param reason A short description, such as "no such file".
         */
        FileReadError(std::filesystem::path path, const std::string& reason);

        /**
         * \brief The file that could not be read.
         * \return The path as given to StringFileReader::read().
         */
        [[nodiscard]] const std::filesystem::path& path() const noexcept { return path_; }

    private:
        std::filesystem::path path_;
    };

    /**
     * \brief Reads a file's whole content into a std::string.
     *
     * The file is read in binary mode, so line endings are returned
     * unchanged. The functions are virtual so that code loading assets, such
     * as shader sources, can be tested with an in-memory reader.
     *
     * \code
     * helios::util::io::StringFileReader reader;
     * if (auto source = reader.tryRead("shaders/basic.vert")) {
     *     compile(*source);
     * }
     * \endcode
     */
    class StringFileReader {
    public:
        /** \brief Virtual destructor, so that implementations can be destroyed through a base pointer. */
        virtual ~StringFileReader() = default;

        /**
         * \brief Reads the whole file.
         * \param path The file to read.
         * \return The content of the file.
         * \throws FileReadError if the file does not exist, is not a regular file or cannot be read.
         */
        [[nodiscard]] virtual std::string read(const std::filesystem::path& path) const;

        /**
         * \brief Reads the whole file without throwing.
         * \param path The file to read.
         * \return The content of the file, or std::nullopt in every case where read() would throw.
         */
        [[nodiscard]] std::optional<std::string> tryRead(const std::filesystem::path& path) const noexcept;
    };

} // namespace helios::util::io
