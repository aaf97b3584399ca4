// The `pinwheel` command: serve the API, or compute one answer for a script.

import ArgumentParser

@main
struct Pinwheel: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "UICollectionViewLayout math (wheel, circle, parallax list, iCarousel's carousels, Swiper's slider) as JSON.",
        subcommands: [Serve.self, LayoutCommand.self, SnapCommand.self, MotionCommand.self, HitCommand.self])
}
