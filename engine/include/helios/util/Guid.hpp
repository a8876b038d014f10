/**
 * \file Guid.hpp
 * \brief Globally unique identifiers (random version-4 UUIDs) and their generator.
 */
#pragma once

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <string_view>

/**
 * \namespace helios::util
 * \brief Small services used across the engine: identifiers (Guid), file input (helios::util::io) and logging (helios::util::log).
 */
namespace helios::util {

    /**
     * \brief A 128-bit identifier in the RFC 4122 layout.
     *
     * Scene nodes and materials carry a Guid so that they can be referred to
     * without holding a pointer, for example by helios::scene::Scene::findNode().
     * The textual form is the usual lower-case 8-4-4-4-12 hexadecimal string.
     *
     * \code
     * auto id = helios::util::Guid::generate();
     * auto same = helios::util::Guid::parse(id.toString());
     * assert(same && *same == id);
     * \endcode
     *
     * \see GuidGenerator
     */
    class Guid {
    public:
        /** \brief The 16 raw bytes, most significant first. */
        using Bytes = std::array<std::uint8_t, 16>;

        /** \brief Creates the nil Guid (all bits zero). */
        constexpr Guid() noexcept = default;

        /**
         * \brief Creates a Guid from raw bytes.
         * \param bytes The 16 bytes in the order they appear in the string form.
         */
        constexpr explicit Guid(const Bytes& bytes) noexcept : bytes_{bytes} {}

        /**
         * \brief Creates a random version-4 Guid with the calling thread's GuidGenerator.
         * \return A new Guid; collisions are possible in theory but not expected in practice.
         */
        [[nodiscard]] static Guid generate();

        /**
         * \brief Parses the 36-character string form.
         *
         * Upper- and lower-case hexadecimal digits are accepted; surrounding
         * braces and whitespace are not.
         *
         * \param text The text to parse, such as "0f8fad5b-d9cb-469f-a165-70867728950e".
         * \return The Guid, or std::nullopt if \p text is not exactly 36
         *         characters of hex digits with hyphens at positions 8, 13, 18 and 23.
         */
        [[nodiscard]] static std::optional<Guid> parse(std::string_view text) noexcept;

        /**
         * \brief Formats the Guid as lower-case 8-4-4-4-12 hexadecimal.
         * \return A 36-character string.
         */
        [[nodiscard]] std::string toString() const;

        /**
         * \brief Whether this is the nil Guid.
         * \return true if all 128 bits are zero.
         */
        [[nodiscard]] constexpr bool isNil() const noexcept {
            for (auto b : bytes_) {
                if (b != 0) {
                    return false;
                }
            }
            return true;
        }

        /**
         * \brief The raw bytes.
         * \return A reference to the 16 bytes.
         */
        [[nodiscard]] constexpr const Bytes& bytes() const noexcept { return bytes_; }

        /**
         * \brief Byte-wise comparison, so Guids can be map keys and sort keys.
         * \return The lexicographic ordering of the bytes.
         */
        friend constexpr std::strong_ordering operator<=>(const Guid& a, const Guid& b) noexcept {
            // Spelled out rather than defaulted: the standard library of the web build has no <=> for std::array.
            for (std::size_t i = 0; i < a.bytes_.size(); ++i) {
                if (a.bytes_[i] != b.bytes_[i]) {
                    return a.bytes_[i] <=> b.bytes_[i];
                }
            }
            return std::strong_ordering::equal;
        }

        /**
         * \brief Byte-wise equality.
         * \return true if all 16 bytes are equal.
         */
        friend constexpr bool operator==(const Guid&, const Guid&) noexcept = default;

    private:
        Bytes bytes_{};
    };

    /**
     * \brief Produces random version-4 Guids from a 64-bit Mersenne Twister.
     *
     * Guid::generate() uses one generator per thread, seeded from
     * std::random_device. A generator with a fixed seed produces a
     * reproducible sequence, which tests rely on.
     *
     * \todo std::mt19937_64 is not a cryptographic generator; Guids must not
     *       be used as secrets. Consider an OS entropy source if that changes.
     */
    class GuidGenerator {
    public:
        /** \brief Creates a generator seeded from std::random_device. */
        GuidGenerator();

        /**
         * \brief Creates a generator with a fixed seed.
         * \param seed The seed; equal seeds give equal sequences.
         */
        explicit GuidGenerator(std::uint64_t seed) noexcept;

        /**
         * \brief Produces the next Guid.
         * \return A Guid with the version nibble set to 4 and the RFC 4122 variant bits.
         */
        [[nodiscard]] Guid next();

    private:
        std::mt19937_64 engine_;
    };

} // namespace helios::util

/**
 * \brief Hash support so that helios::util::Guid can key std::unordered_map.
 */
template<>
struct std::hash<helios::util::Guid> {
    /**
     * \brief Hashes a Guid by folding its two 64-bit halves.
     * \param guid The Guid to hash.
     * \return The hash value.
     */
    std::size_t operator()(const helios::util::Guid& guid) const noexcept;
};
