#include <doctest/doctest.h>

#include <filesystem>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include "helios/util/Guid.hpp"
#include "helios/util/io/StringFileReader.hpp"
#include "helios/util/log/LogManager.hpp"
#include "helios/util/log/Logger.hpp"
#include "helios/version.hpp"

using helios::util::Guid;
using helios::util::GuidGenerator;
namespace io = helios::util::io;
namespace hlog = helios::util::log;

TEST_SUITE("util") {

    TEST_CASE("version macros and string agree") {
        CHECK(std::string{helios::versionString()} == "0.4.0");
        static_assert(HELIOS_VERSION == HELIOS_MAKE_VERSION(0, 4, 0));
        static_assert(HELIOS_MAKE_VERSION(1, 0, 0) > HELIOS_MAKE_VERSION(0, 999, 999));
    }

    TEST_CASE("generated Guids are version 4, unique and round-trip through text") {
        std::unordered_set<Guid> seen;
        for (int i = 0; i < 1000; ++i) {
            const Guid g = Guid::generate();
            const std::string text = g.toString();
            REQUIRE(text.size() == 36);
            CHECK(text[14] == '4');
            CHECK(std::string{"89ab"}.find(text[19]) != std::string::npos);
            CHECK(Guid::parse(text) == g);
            seen.insert(g);
        }
        CHECK(seen.size() == 1000);
    }

    TEST_CASE("a seeded generator is reproducible") {
        GuidGenerator a{42};
        GuidGenerator b{42};
        CHECK(a.next() == b.next());
        CHECK(a.next() != GuidGenerator{43}.next());
    }

    TEST_CASE("parse accepts upper case and keeps the nil Guid") {
        const auto upper = Guid::parse("0F8FAD5B-D9CB-469F-A165-70867728950E");
        REQUIRE(upper.has_value());
        CHECK(upper->toString() == "0f8fad5b-d9cb-469f-a165-70867728950e");
        const auto nil = Guid::parse("00000000-0000-0000-0000-000000000000");
        REQUIRE(nil.has_value());
        CHECK(nil->isNil());
        CHECK(Guid{}.isNil());
    }

    TEST_CASE("parse rejects invalid strings with std::nullopt") {
        const std::vector<std::string> invalid{
            "",
            "not-a-guid",
            "0f8fad5b-d9cb-469f-a165-70867728950",   // too short
            "0f8fad5b-d9cb-469f-a165-70867728950e0", // too long
            "0f8fad5bd9cb-469f-a165-70867728950e-",  // hyphens in the wrong places
            "0f8fad5b-d9cb-469f-a165-70867728950g",  // not hex
            "{f8fad5b-d9cb-469f-a165-70867728950e}", // braces
        };
        for (const auto& text : invalid) {
            CAPTURE(text);
            CHECK_FALSE(Guid::parse(text).has_value());
        }
    }

    TEST_CASE("Guids order byte-wise") {
        Guid::Bytes low{};
        Guid::Bytes high{};
        high[0] = 1;
        CHECK(Guid{low} < Guid{high});
        std::set<Guid> ordered{Guid{high}, Guid{low}};
        CHECK(ordered.begin()->isNil());
    }

    TEST_CASE("StringFileReader reads a file") {
        io::StringFileReader reader;
        const std::filesystem::path file = std::filesystem::path{HELIOS_TEST_DATA_DIR} / "hello.txt";
        CHECK(reader.read(file) == "helios\nline two\n");
        CHECK(reader.tryRead(file) == std::optional<std::string>{"helios\nline two\n"});
    }

    TEST_CASE("StringFileReader reports a missing file") {
        io::StringFileReader reader;
        const std::filesystem::path missing = std::filesystem::path{HELIOS_TEST_DATA_DIR} / "does-not-exist.txt";
        CHECK_THROWS_AS((void)reader.read(missing), io::FileReadError);
        try {
            (void)reader.read(missing);
        } catch (const io::FileReadError& e) {
            CHECK(e.path() == missing);
            CHECK(std::string{e.what()}.find("no such file") != std::string::npos);
        }
        CHECK_FALSE(reader.tryRead(missing).has_value());
    }

    TEST_CASE("StringFileReader refuses a directory") {
        io::StringFileReader reader;
        CHECK_THROWS_AS((void)reader.read(HELIOS_TEST_DATA_DIR), io::FileReadError);
        CHECK_FALSE(reader.tryRead(HELIOS_TEST_DATA_DIR).has_value());
    }

    TEST_CASE("Logger filters by level and forwards to sinks") {
        std::vector<std::string> lines;
        hlog::Logger logger{"test", hlog::LogLevel::Warn};
        logger.addSink([&lines](const hlog::LogRecord& r) {
            lines.push_back(std::string{hlog::toString(r.level)} + " " + std::string{r.scope} + " " +
                            std::string{r.message});
        });
        logger.info("dropped");
        logger.warn("kept");
        logger.error("also kept");
        REQUIRE(lines.size() == 2);
        CHECK(lines[0] == "warn test kept");
        logger.setLevel(hlog::LogLevel::Off);
        logger.error("silenced");
        CHECK(lines.size() == 2);
        CHECK_FALSE(logger.enabled(hlog::LogLevel::Off));
    }

    TEST_CASE("LogManager hands out one logger per scope and propagates settings") {
        hlog::LogManager manager;
        int received = 0;
        manager.setSinks({[&received](const hlog::LogRecord&) { ++received; }});
        auto& a = manager.logger("helios::scene");
        CHECK(&a == &manager.logger("helios::scene"));
        CHECK(manager.size() == 1);
        a.debug("below the default Info level");
        CHECK(received == 0);
        manager.setLevel(hlog::LogLevel::Debug);
        a.debug("now visible");
        manager.logger("helios::event").info("new logger inherits the sinks");
        CHECK(received == 2);
        CHECK((manager.logger("helios::event").level() == hlog::LogLevel::Debug));
    }
}
