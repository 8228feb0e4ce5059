# The flexible bodies' deflections (written by mbdae reproduce flexible).
set datafile separator ','
set datafile columnheaders
set grid
set key outside right
set terminal pngcairo size 1200,820 font ',10' noenhanced
set output 'slider_crank_deflection.png'
set multiplot layout 2,1 title 'flexible slider-crank: the rod''s midpoint transverse deflection (crank at 150 rad/s, steel rod 0.30 m, 8 mm x 8 mm)'
set lmargin at screen 0.08
set rmargin at screen 0.70
unset logscale y
set format y '%g'
set format x ''
unset xlabel
set ylabel 'deflection (mm)'
plot 'flexible_slider_crank_e48_cb32.csv' using 1:($2*1000) with lines lw 2.5 lc rgb '#888888' title '48 elements, Craig-Bampton, 32 modes (reference)', \
     'flexible_slider_crank_e8_m1.csv' using 1:($2*1000) with lines lt 1 lw 1.2 title '8 elements, 1 mode', \
     'flexible_slider_crank_e8_m2.csv' using 1:($2*1000) with lines lt 2 lw 1.2 title '8 elements, 2 modes', \
     'flexible_slider_crank_e8_m4.csv' using 1:($2*1000) with lines lt 3 lw 1.2 title '8 elements, 4 modes', \
     'flexible_slider_crank_e8_nodal.csv' using 1:($2*1000) with lines lt 4 lw 1.2 title '8 elements, nodal', \
     'flexible_slider_crank_e8_cb4.csv' using 1:($2*1000) with lines lt 5 lw 1.2 title '8 elements, Craig-Bampton, 4 modes'
set format x '%g'
set xlabel 't (s)'
set logscale y
set format y '%.0e'
set ylabel '|deflection - reference| (um)'
plot 'flexible_slider_crank_e8_m1.csv' using 1:($3 == 0 ? NaN : abs($3)*1e6) with lines lt 1 lw 1 title '8 elements, 1 mode', \
     'flexible_slider_crank_e8_m2.csv' using 1:($3 == 0 ? NaN : abs($3)*1e6) with lines lt 2 lw 1 title '8 elements, 2 modes', \
     'flexible_slider_crank_e8_m4.csv' using 1:($3 == 0 ? NaN : abs($3)*1e6) with lines lt 3 lw 1 title '8 elements, 4 modes', \
     'flexible_slider_crank_e8_nodal.csv' using 1:($3 == 0 ? NaN : abs($3)*1e6) with lines lt 4 lw 1 title '8 elements, nodal', \
     'flexible_slider_crank_e8_cb4.csv' using 1:($3 == 0 ? NaN : abs($3)*1e6) with lines lt 5 lw 1 title '8 elements, Craig-Bampton, 4 modes'
unset multiplot
set output 'pendulum_modes.png'
set multiplot layout 2,1 title 'flexible pendulum: the tip''s deflection in the root frame (aluminium beam 1 m, released horizontal)'
set lmargin at screen 0.08
set rmargin at screen 0.70
unset logscale y
set format y '%g'
set format x ''
unset xlabel
set ylabel 'deflection (mm)'
plot 'flexible_pendulum_e32_m16.csv' using 1:($2*1000) with lines lw 2.5 lc rgb '#888888' title '32 elements, 16 modes (reference)', \
     'flexible_pendulum_e8_m1.csv' using 1:($2*1000) with lines lt 1 lw 1.2 title '8 elements, 1 mode', \
     'flexible_pendulum_e8_m2.csv' using 1:($2*1000) with lines lt 2 lw 1.2 title '8 elements, 2 modes', \
     'flexible_pendulum_e8_m4.csv' using 1:($2*1000) with lines lt 3 lw 1.2 title '8 elements, 4 modes'
set format x '%g'
set xlabel 't (s)'
set logscale y
set format y '%.0e'
set ylabel '|deflection - reference| (um)'
plot 'flexible_pendulum_e8_m1.csv' using 1:($3 == 0 ? NaN : abs($3)*1e6) with lines lt 1 lw 1 title '8 elements, 1 mode', \
     'flexible_pendulum_e8_m2.csv' using 1:($3 == 0 ? NaN : abs($3)*1e6) with lines lt 2 lw 1 title '8 elements, 2 modes', \
     'flexible_pendulum_e8_m4.csv' using 1:($3 == 0 ? NaN : abs($3)*1e6) with lines lt 3 lw 1 title '8 elements, 4 modes'
unset multiplot
