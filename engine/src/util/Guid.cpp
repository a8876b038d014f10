#include "helios/util/Guid.hpp"

namespace helios::util {

    namespace {

        constexpr char hexDigits[] = "0123456789abcdef";

        int hexValue(char c) noexcept {
            if (c >= '0' && c <= '9') {
                return c - '0';
            }
            if (c >= 'a' && c <= 'f') {
                return c - 'a' + 10;
            }
            if (c >= 'A' && c <= 'F') {
                return c - 'A' + 10;
            }
            return -1;
        }

        bool isHyphenPosition(std::size_t i) noexcept { return i == 8 || i == 13 || i == 18 || i == 23; }

    } // namespace

    Guid Guid::generate() {
        thread_local GuidGenerator generator;
        return generator.next();
    }

    std::optional<Guid> Guid::parse(std::string_view text) noexcept {
        if (text.size() != 36) {
            return std::nullopt;
        }
        Bytes bytes{};
        std::size_t nibble = 0;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (isHyphenPosition(i)) {
                if (c != '-') {
                    return std::nullopt;
                }
                continue;
            }
            const int v = hexValue(c);
            if (v < 0) {
                return std::nullopt;
            }
            auto& byte = bytes[nibble / 2];
            byte = static_cast<std::uint8_t>(nibble % 2 == 0 ? v << 4 : byte | v);
            ++nibble;
        }
        return Guid{bytes};
    }

    std::string Guid::toString() const {
        std::string out;
        out.reserve(36);
        for (std::size_t i = 0; i < bytes_.size(); ++i) {
            if (i == 4 || i == 6 || i == 8 || i == 10) {
                out.push_back('-');
            }
            out.push_back(hexDigits[bytes_[i] >> 4]);
            out.push_back(hexDigits[bytes_[i] & 0x0F]);
        }
        return out;
    }

    GuidGenerator::GuidGenerator() : engine_{std::random_device{}()} {
        // One 32-bit random_device draw is a thin seed; mix in a second one.
        engine_.seed((static_cast<std::uint64_t>(std::random_device{}()) << 32) ^ engine_());
    }

    GuidGenerator::GuidGenerator(std::uint64_t seed) noexcept : engine_{seed} {}

    Guid GuidGenerator::next() {
        Guid::Bytes bytes{};
        const std::uint64_t hi = engine_();
        const std::uint64_t lo = engine_();
        for (std::size_t i = 0; i < 8; ++i) {
            bytes[i] = static_cast<std::uint8_t>(hi >> (56 - 8 * i));
            bytes[8 + i] = static_cast<std::uint8_t>(lo >> (56 - 8 * i));
        }
        bytes[6] = static_cast<std::uint8_t>((bytes[6] & 0x0F) | 0x40); // version 4
        bytes[8] = static_cast<std::uint8_t>((bytes[8] & 0x3F) | 0x80); // RFC 4122 variant
        return Guid{bytes};
    }

} // namespace helios::util

std::size_t std::hash<helios::util::Guid>::operator()(const helios::util::Guid& guid) const noexcept {
    std::uint64_t hi = 0;
    std::uint64_t lo = 0;
    const auto& b = guid.bytes();
    for (std::size_t i = 0; i < 8; ++i) {
        hi = (hi << 8) | b[i];
        lo = (lo << 8) | b[8 + i];
    }
    return static_cast<std::size_t>(hi ^ (lo + 0x9e3779b97f4a7c15ULL + (hi << 6) + (hi >> 2)));
}
