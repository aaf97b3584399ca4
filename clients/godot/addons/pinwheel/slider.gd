# Slider: PinwheelLayout's slider options (layout "slider", docs/SLIDER.md §1) as /layout's query, in Swiper's names.
#
# An option goes only when it differs from Swiper's default: an effect overrides some (`fade`
# forces slidesPerView 1, `cards` centres its slides), and the server refuses the overridden
# option sent with another value, even the default.
extends RefCounted

# Swiper's defaults for the options PinwheelLayout exports, by their query names (of the
# properties' types: a Variant of another type always differs), generated from the server's
# parameter table by `swift run pinwheel-fixtures` (clients/fixtures/README.md).
const DEFAULTS = preload("slider_defaults.gd").DEFAULTS
# The effects whose matrices are 3D (Node3D children, through the camera); `slide` and `fade`
# are flat (Control or Node2D children).
const FLAT_EFFECTS = ["slide", "fade"]


# The query parameters for `layout`'s slider properties (`layout` is a PinwheelLayout);
# `effect_options` keys get the effect's prefix ({"perSlideOffset": 12} with effect "cards" is
# cardsPerSlideOffset=12).
static func query(layout: Control) -> Dictionary:
	var options := {
		"effect": layout.effect,
		"slidesPerView": "auto" if measures_slides(layout) else layout.slides_per_view,
		"spaceBetween": layout.space_between,
		"centeredSlides": layout.centered_slides,
		"loop": layout.loop,
		"direction": layout.direction,
	}
	var sent := {}
	for name: String in options:
		if typeof(options[name]) != typeof(DEFAULTS[name]) or options[name] != DEFAULTS[name]:
			sent[name] = options[name]
	for name in layout.effect_options:
		sent[layout.effect + str(name).substr(0, 1).to_upper() + str(name).substr(1)] = layout.effect_options[name]
	return sent


# Whether the slides take their own lengths (slidesPerView "auto", sent with `sizes`).
static func measures_slides(layout: Control) -> bool:
	return layout.layout == "slider" and layout.slides_per_view <= 0


static func is_flat(effect: String) -> bool:
	return effect in FLAT_EFFECTS
