/**
 * \file Logger.hpp
 * \brief Log levels, log records and the Logger that filters and forwards them to sinks.
 */
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

/**
 * \namespace helios::util::log
 * \brief Leveled logging with named scopes and pluggable sinks.
 */
namespace helios::util::log {

    /**
     * \brief Severity of a log record, ordered from most to least verbose.
     */
    enum class LogLevel : int {
        Trace = 0, ///< Very detailed diagnostics, such as per-frame values.
        Debug = 1, ///< Diagnostics useful while developing.
        Info = 2,  ///< Normal lifecycle messages, such as "window created".
        Warn = 3,  ///< Something unexpected that the engine recovered from.
        Error = 4, ///< An operation failed.
        Off = 5    ///< Used as a threshold only: disables all output.
    };

    /**
     * \brief The lower-case name of a level.
     * \param level The level.
     * \return "trace", "debug", "info", "warn", "error" or "off".
     */
    [[nodiscard]] std::string_view toString(LogLevel level) noexcept;

    /**
     * \brief One message on its way to the sinks.
     */
    struct LogRecord {
        /** \brief The severity. */
        LogLevel level{LogLevel::Info};
        /** \brief The name of the Logger that produced the record, such as "helios::rendering". */
        std::string_view scope;
        /** \brief The message text. */
        std::string_view message;
    };

    /**
     * \brief Receives records that passed a Logger's level filter.
     *
     * The views in the record are only valid during the call.
     */
    using LogSink = std::function<void(const LogRecord&)>;

    /**
     * \brief Writes "[level] scope: message" lines to stderr.
     * \param record The record to write.
     */
    void consoleSink(const LogRecord& record);

    /**
     * \brief A named logger with a minimum level and a list of sinks.
     *
     * Loggers are usually obtained from LogManager::logger(), which gives
     * every logger the manager's default level and sinks.
     *
     * \code
     * auto& log = helios::util::log::LogManager::instance().logger("helios::app");
     * log.info("starting");
     * \endcode
     *
     * \see LogManager
     */
    class Logger {
    public:
        /**
         * \brief Creates a logger.
         * \param scope The name written with every record.
         * \param level The minimum level that is forwarded.
         */
        explicit Logger(std::string scope, LogLevel level = LogLevel::Info);

        /**
         * \brief The name of the logger.
         * \return The scope given at construction.
         */
        [[nodiscard]] const std::string& scope() const noexcept { return scope_; }

        /**
         * \brief The current minimum level.
         * \return The level below which records are dropped.
         */
        [[nodiscard]] LogLevel level() const noexcept { return level_; }

        /**
         * \brief Changes the minimum level.
         * \param level The new threshold; LogLevel::Off silences the logger.
         */
        void setLevel(LogLevel level) noexcept { level_ = level; }

        /**
         * \brief Whether a record of \p level would be forwarded.
         * \param level The level to test.
         * \return true if \p level is at or above the threshold and the threshold is not Off.
         */
        [[nodiscard]] bool enabled(LogLevel level) const noexcept {
            return level_ != LogLevel::Off && level != LogLevel::Off && level >= level_;
        }

        /**
         * \brief Adds a sink.
         * \param sink A callable receiving every forwarded record.
         */
        void addSink(LogSink sink);

        /** \brief Removes all sinks; records are then dropped silently. */
        void clearSinks() noexcept { sinks_.clear(); }

        /**
         * \brief Forwards a message to all sinks if \p level passes the filter.
         * \param level The severity.
         * \param message The text.
         */
        void log(LogLevel level, std::string_view message) const;

        /** \brief Logs at LogLevel::Trace. \param message The text. */
        void trace(std::string_view message) const { log(LogLevel::Trace, message); }
        /** \brief Logs at LogLevel::Debug. \param message The text. */
        void debug(std::string_view message) const { log(LogLevel::Debug, message); }
        /** \brief Logs at LogLevel::Info. \param message The text. */
        void info(std::string_view message) const { log(LogLevel::Info, message); }
        /** \brief Logs at LogLevel::Warn. \param message The text. */
        void warn(std::string_view message) const { log(LogLevel::Warn, message); }
        /** \brief Logs at LogLevel::Error. \param message The text. */
        void error(std::string_view message) const { log(LogLevel::Error, message); }

    private:
        std::string scope_;
        LogLevel level_;
        std::vector<LogSink> sinks_;
    };

} // namespace helios::util::log
