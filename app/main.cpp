#include "window/application.h"

int main(int argc, char *argv[])
{
    return vedette::Application::run(argc, argv);
}
