/**
 * \file LogManager.hpp
 * \brief The registry that hands out Logger instances by scope.
 */
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "helios/util/log/Logger.hpp"

namespace helios::util::log {

    /**
     * \brief Owns the engine's loggers, one per scope, and their shared defaults.
     *
     * A logger is created on first request with the manager's default level
     * and a copy of its default sinks. Changing the default level with
     * setLevel() also updates every existing logger. References returned by
     * logger() stay valid for the lifetime of the manager.
     *
     * \code
     * auto& logs = helios::util::log::LogManager::instance();
     * logs.setLevel(helios::util::log::LogLevel::Debug);
     * logs.logger("demo").debug("model matrix rebuilt");
     * \endcode
     *
     * \todo Records are written synchronously from the calling thread; an
     *       asynchronous sink would keep logging out of the frame time.
     */
    class LogManager {
    public:
        /** \brief Creates a manager with level Info and the consoleSink(). */
        LogManager();

        /**
         * \brief The process-wide manager used by the engine's own code.
         * \return A manager created on first use.
         */
        [[nodiscard]] static LogManager& instance();

        /**
         * \brief Returns the logger for \p scope, creating it if needed.
         * \param scope The logger name, by convention a namespace such as "helios::math".
         * \return A reference valid while the manager lives.
         */
        [[nodiscard]] Logger& logger(std::string_view scope);

        /**
         * \brief Sets the default level and applies it to all existing loggers.
         * \param level The new threshold.
         */
        void setLevel(LogLevel level);

        /**
         * \brief The default level for new loggers.
         * \return The threshold last set with setLevel().
         */
        [[nodiscard]] LogLevel level() const noexcept { return level_; }

        /**
         * \brief Replaces the default sinks, for new and existing loggers.
         * \param sinks The sinks every logger forwards to.
         */
        void setSinks(std::vector<LogSink> sinks);

        /**
         * \brief Number of loggers created so far.
         * \return The count of distinct scopes requested.
         */
        [[nodiscard]] std::size_t loggerCount() const;

    private:
        mutable std::mutex mutex_;
        LogLevel level_{LogLevel::Info};
        std::vector<LogSink> sinks_;
        std::map<std::string, std::unique_ptr<Logger>, std::less<>> loggers_;
    };

} // namespace helios::util::log
