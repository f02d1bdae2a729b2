#include <QApplication>

#include <benchmark/benchmark.h>

#include <cstring>
#include <iostream>

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
            std::cout << "vedette-bench: Vedette's speed benchmarks (Google Benchmark).\n"
                         "Usage: vedette-bench [--benchmark_filter=REGEX] [--benchmark_min_time=SECONDS]\n"
                         "                     [--benchmark_format=console|json|csv] [--benchmark_list_tests]\n"
                         "Build in Release for figures that count: cmake --workflow --preset bench\n";
            return 0;
        }
    }
    // Rendering benchmarks need a widgets application (QGraphicsScene); no window is ever shown.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
