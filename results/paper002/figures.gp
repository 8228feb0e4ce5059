# The figures of mbdae reproduce paper002, from histories.csv.
set datafile separator ','
set grid
set output 'sphere_pendulum.png'
set terminal pngcairo size 1560,760 font ',9' noenhanced
set multiplot layout 2,3 title 'Fig. 1, Example 1: steel sphere (32 kg) on a massless 1 m rod, released from the horizontal'
set key top right opaque box font ',8'
set xlabel 't (s)'
set title 'energy error E(t) - E(0)'
set ylabel 'J'
set xrange [0:20]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'three-field' ? $3 : 1/0):($4) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($4) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($4) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'position violation |C|'
set ylabel ''
set xrange [0:20]
set logscale y
set format y '%.0e'
set yrange [1e-16:*]
plot 'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'three-field' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'sphere Y (m), early'
set ylabel ''
set xrange [0:3]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'exact' ? $3 : 1/0):($8) with lines lw 6 lc rgb '#c8c8c8' title 'exact', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'three-field' ? $3 : 1/0):($8) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($8) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($8) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'sphere Y (m), late'
set ylabel ''
set xrange [17:20]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'exact' ? $3 : 1/0):($8) with lines lw 6 lc rgb '#c8c8c8' title 'exact', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'three-field' ? $3 : 1/0):($8) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($8) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($8) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'angular velocity (rad/s), early'
set ylabel ''
set xrange [0:3]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'exact' ? $3 : 1/0):($9) with lines lw 6 lc rgb '#c8c8c8' title 'exact', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'three-field' ? $3 : 1/0):($9) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($9) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($9) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'angular velocity (rad/s), late'
set ylabel ''
set xrange [17:20]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'exact' ? $3 : 1/0):($9) with lines lw 6 lc rgb '#c8c8c8' title 'exact', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'three-field' ? $3 : 1/0):($9) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($9) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'sphere_pendulum' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($9) with lines lt 3 lw 1.2 title 'ida-ggl'
unset multiplot
set output 'four_bar.png'
set terminal pngcairo size 1560,1140 font ',9' noenhanced
set multiplot layout 3,3 title 'Fig. 2, Example 2: double four-bar (unit bars, 1 kg) through its singular position, cranks started at -1 rad/s'
set key top right opaque box font ',8'
set xlabel 't (s)'
set title 'energy error E(t) - E(0)'
set ylabel 'J'
set xrange [0:10]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'three-field' ? $3 : 1/0):($4) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($4) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($4) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'position violation |C|'
set ylabel ''
set xrange [0:10]
set logscale y
set format y '%.0e'
set yrange [1e-16:*]
plot 'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'three-field' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'P1 x (m), early'
set ylabel ''
set xrange [0:3]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'exact' ? $3 : 1/0):($8) with lines lw 6 lc rgb '#c8c8c8' title 'exact', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'three-field' ? $3 : 1/0):($8) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($8) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($8) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'P1 x (m), late'
set ylabel ''
set xrange [7:10]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'exact' ? $3 : 1/0):($8) with lines lw 6 lc rgb '#c8c8c8' title 'exact', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'three-field' ? $3 : 1/0):($8) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($8) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($8) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'P1 y (m), early'
set ylabel ''
set xrange [0:3]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'exact' ? $3 : 1/0):($9) with lines lw 6 lc rgb '#c8c8c8' title 'exact', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'three-field' ? $3 : 1/0):($9) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($9) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($9) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'P1 y (m), late'
set ylabel ''
set xrange [7:10]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'exact' ? $3 : 1/0):($9) with lines lw 6 lc rgb '#c8c8c8' title 'exact', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'three-field' ? $3 : 1/0):($9) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($9) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($9) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'P1 vx (m/s), early'
set ylabel ''
set xrange [0:3]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'three-field' ? $3 : 1/0):($10) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($10) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($10) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'P1 vx (m/s), late'
set ylabel ''
set xrange [7:10]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'three-field' ? $3 : 1/0):($10) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($10) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'four_bar' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($10) with lines lt 3 lw 1.2 title 'ida-ggl'
unset multiplot
set output 'bricard.png'
set terminal pngcairo size 1560,1140 font ',9' noenhanced
set multiplot layout 3,3 title 'Fig. 3, Example 3: Bricard''s mechanism (five 1 kg rods, one redundant loop row)'
set key top right opaque box font ',8'
set xlabel 't (s)'
set title 'energy error E(t) - E(0)'
set ylabel 'J'
set xrange [0:10]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'three-field' ? $3 : 1/0):($4) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($4) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($4) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'position violation |C|'
set ylabel ''
set xrange [0:10]
set logscale y
set format y '%.0e'
set yrange [1e-16:*]
plot 'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'three-field' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'P2 x (m), early'
set ylabel ''
set xrange [0:3]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'three-field' ? $3 : 1/0):($8) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($8) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($8) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'P2 x (m), late'
set ylabel ''
set xrange [7:10]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'three-field' ? $3 : 1/0):($8) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($8) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($8) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'P2 y (m), early'
set ylabel ''
set xrange [0:3]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'three-field' ? $3 : 1/0):($9) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($9) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($9) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'P2 y (m), late'
set ylabel ''
set xrange [7:10]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'three-field' ? $3 : 1/0):($9) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($9) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($9) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'P2 z (m), early'
set ylabel ''
set xrange [0:3]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'three-field' ? $3 : 1/0):($10) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($10) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($10) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'P2 z (m), late'
set ylabel ''
set xrange [7:10]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'three-field' ? $3 : 1/0):($10) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($10) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'bricard' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($10) with lines lt 3 lw 1.2 title 'ida-ggl'
unset multiplot
set output 'flyball_governor.png'
set terminal pngcairo size 1040,760 font ',9' noenhanced
set multiplot layout 2,2 title 'Fig. 4, Example 4: the stiff flyball governor (IFToMM A05; springs 8e5 N/m, dampers 4e4 N s/m)'
set key top right opaque box font ',8'
set xlabel 't (s)'
set title 'E(t) - E(0) (not conserved: the dampers take energy)'
set ylabel 'J'
set xrange [0:2]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'three-field' ? $3 : 1/0):($4) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($4) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($4) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'position violation |C|'
set ylabel ''
set xrange [0:2]
set logscale y
set format y '%.0e'
set yrange [1e-16:*]
plot 'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'three-field' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'shaft angular velocity (rad/s)'
set ylabel ''
set xrange [0:2]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'exact' ? $3 : 1/0):($8) with lines lw 6 lc rgb '#c8c8c8' title 'exact', \
     'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'three-field' ? $3 : 1/0):($8) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($8) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($8) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'sleeve height S (m)'
set ylabel ''
set xrange [0:2]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'exact' ? $3 : 1/0):($9) with lines lw 6 lc rgb '#c8c8c8' title 'exact', \
     'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'three-field' ? $3 : 1/0):($9) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'ida-index3' ? $3 : 1/0):($9) with lines lt 2 lw 1.2 title 'ida-index3', \
     'histories.csv' using (strcol(1) eq 'flyball_governor' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($9) with lines lt 3 lw 1.2 title 'ida-ggl'
unset multiplot
set output 'turntable.png'
set terminal pngcairo size 1040,760 font ',9' noenhanced
set multiplot layout 2,2 title 'Fig. 5, Example 5: steel ball (R = 2.5 cm) rolling on a turntable at 2 pi rad/s from its centre at (0.5, -0.5) m/s'
set key top right opaque box font ',8'
set xlabel 't (s)'
set title 'E(t) - E(0) (not conserved: the driven table does work)'
set ylabel 'J'
set xrange [0:3.5]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'three-field' ? $3 : 1/0):($4) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'ida-index1' ? $3 : 1/0):($4) with lines lt 2 lw 1.2 title 'ida-index1', \
     'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($4) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'position violation |C|'
set ylabel ''
set xrange [0:3.5]
set logscale y
set format y '%.0e'
set yrange [1e-16:*]
plot 'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'three-field' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'ida-index1' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 2 lw 1.2 title 'ida-index1', \
     'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($5 > 1e-16 ? $5 : 1e-16) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'ball x (m)'
set ylabel ''
set xrange [0:3.5]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'exact' ? $3 : 1/0):($8) with lines lw 6 lc rgb '#c8c8c8' title 'exact', \
     'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'three-field' ? $3 : 1/0):($8) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'ida-index1' ? $3 : 1/0):($8) with lines lt 2 lw 1.2 title 'ida-index1', \
     'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($8) with lines lt 3 lw 1.2 title 'ida-ggl'
set title 'ball y (m)'
set ylabel ''
set xrange [0:3.5]
unset logscale y
set format y '%g'
set yrange [*:*]
plot 'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'exact' ? $3 : 1/0):($9) with lines lw 6 lc rgb '#c8c8c8' title 'exact', \
     'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'three-field' ? $3 : 1/0):($9) with lines lt 1 lw 2 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'ida-index1' ? $3 : 1/0):($9) with lines lt 2 lw 1.2 title 'ida-index1', \
     'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'ida-ggl' ? $3 : 1/0):($9) with lines lt 3 lw 1.2 title 'ida-ggl'
unset multiplot
set output 'turntable_orbit.png'
set terminal pngcairo size 620,600 font ',9' noenhanced
unset logscale y
set format y '%g'
set size ratio -1
set autoscale
set xlabel 'x (m)'
set ylabel 'y (m)'
set title 'Fig. 5b: orbit of the ball over 3.5 s (a run that leaves the circle is cut at twice its radius)'
set parametric
set trange [0:2*pi]
set xrange [-0.509256:1.0663]
set yrange [-0.509256:1.0663]
plot 0.278521 + 0.393888*cos(t), 0.278521 + 0.393888*sin(t) with lines lw 6 lc rgb '#cccccc' title 'analytic circle', \
     'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'three-field' ? $8 : 1/0):9 with lines lt 1 lw 1.5 title 'three-field', \
     'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'ida-index1' ? $8 : 1/0):9 with lines lt 2 lw 1.5 title 'ida-index1', \
     'histories.csv' using (strcol(1) eq 'turntable' && strcol(2) eq 'ida-ggl' ? $8 : 1/0):9 with lines lt 3 lw 1.5 title 'ida-ggl'
unset parametric
set size noratio
set autoscale
