// The `pinwheel` command: serve the API, or compute one answer for a script.

import ArgumentParser

@main
struct Pinwheel: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "UICollectionViewLayout math (wheel, circle, parallax list, iCarousel's carousels, Swiper's slider, masonry, justified rows, CSS grid) as JSON and CSS.",
        subcommands: [Serve.self, LayoutCommand.self, SnapCommand.self, MotionCommand.self, HitCommand.self, PageCommand.self])
}
