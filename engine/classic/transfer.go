package classic

// TransferTarget returns the location that receives damage (and transferred
// critical hits) once loc is destroyed: arms and legs pass to the torso on
// the same side, side torsos to the center torso (003 L2475). The head and
// center torso pass nothing on; excess damage there is lost (003 L2365),
// so ok is false. The seed states no separate rule for quads (digest 7.3,
// 16.2 #25); Lancemate applies the same diagram, front and rear legs
// passing to the torso on their side.
func TransferTarget(loc Location) (to Location, ok bool) {
	switch loc {
	case LeftArm, LeftLeg:
		return LeftTorso, true
	case RightArm, RightLeg:
		return RightTorso, true
	case LeftTorso, RightTorso:
		return CenterTorso, true
	}
	return 0, false
}
