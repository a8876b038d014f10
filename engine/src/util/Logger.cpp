#include "helios/util/log/Logger.hpp"

#include <cstdio>

#include "helios/util/log/LogManager.hpp"

namespace helios::util::log {

    std::string_view toString(LogLevel level) noexcept {
        switch (level) {
            case LogLevel::Trace: return "trace";
            case LogLevel::Debug: return "debug";
            case LogLevel::Info: return "info";
            case LogLevel::Warn: return "warn";
            case LogLevel::Error: return "error";
            case LogLevel::Off: return "off";
        }
        return "off";
    }

    void consoleSink(const LogRecord& record) {
        const auto level = toString(record.level);
        std::fprintf(stderr, "[%.*s] %.*s: %.*s\n", static_cast<int>(level.size()), level.data(),
                     static_cast<int>(record.scope.size()), record.scope.data(),
                     static_cast<int>(record.message.size()), record.message.data());
    }

    Logger::Logger(std::string scope, LogLevel level) : scope_{std::move(scope)}, level_{level} {}

    void Logger::addSink(LogSink sink) {
        if (sink) {
            sinks_.push_back(std::move(sink));
        }
    }

    void Logger::log(LogLevel level, std::string_view message) const {
        if (!enabled(level)) {
            return;
        }
        const LogRecord record{level, scope_, message};
        for (const auto& sink : sinks_) {
            sink(record);
        }
    }

    LogManager::LogManager() : sinks_{LogSink{consoleSink}} {}

    LogManager& LogManager::instance() {
        static LogManager manager;
        return manager;
    }

    Logger& LogManager::logger(std::string_view scope) {
        std::lock_guard lock{mutex_};
        if (auto it = loggers_.find(scope); it != loggers_.end()) {
            return *it->second;
        }
        auto logger = std::make_unique<Logger>(std::string{scope}, level_);
        for (const auto& sink : sinks_) {
            logger->addSink(sink);
        }
        auto& ref = *logger;
        loggers_.emplace(std::string{scope}, std::move(logger));
        return ref;
    }

    void LogManager::setLevel(LogLevel level) {
        std::lock_guard lock{mutex_};
        level_ = level;
        for (auto& [name, logger] : loggers_) {
            logger->setLevel(level);
        }
    }

    void LogManager::setSinks(std::vector<LogSink> sinks) {
        std::lock_guard lock{mutex_};
        sinks_ = std::move(sinks);
        for (auto& [name, logger] : loggers_) {
            logger->clearSinks();
            for (const auto& sink : sinks_) {
                logger->addSink(sink);
            }
        }
    }

    std::size_t LogManager::size() const {
        std::lock_guard lock{mutex_};
        return loggers_.size();
    }

} // namespace helios::util::log
