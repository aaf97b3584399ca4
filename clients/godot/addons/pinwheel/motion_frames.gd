# MotionFrames: which frame of a /motion or /page/motion answer is due at a time.
#
# PinwheelLayout and PinwheelPage play their motions the same way: no physics here, the frames
# are the motion, each shown once its time has come.
extends RefCounted


# The latest frame of `frames` due `time` seconds into the motion, `shown` (−1 before the first)
# at least. A frame a tenth of a millisecond ahead is due: summed deltas drift by rounding.
static func due(frames: Array, shown: int, time: float) -> int:
	var frame := shown
	while frame + 1 < frames.size() and frames[frame + 1].time <= time + 1e-4:
		frame += 1
	return frame

