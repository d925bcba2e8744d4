package classic

import "testing"

// 001 L1754-1766: Light 20-35, Medium 40-55, Heavy 60-75, Assault 80-100.
func TestWeightClassOf(t *testing.T) {
	tests := []struct {
		tons int
		want WeightClass
	}{
		{15, Unclassed}, {20, Light}, {35, Light}, {40, Medium}, {55, Medium},
		{60, Heavy}, {75, Heavy}, {80, Assault}, {100, Assault}, {105, Unclassed},
	}
	for _, tt := range tests {
		if got := WeightClassOf(tt.tons); got != tt.want {
			t.Errorf("WeightClassOf(%d) = %v, want %v", tt.tons, got, tt.want)
		}
	}
	if Heavy.String() != "Heavy" {
		t.Errorf("Heavy.String() = %q", Heavy.String())
	}
}
